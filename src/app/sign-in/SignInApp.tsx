import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react'
import {
  AuthEnvProvider,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  type AuthEnv,
  type AuthLinkProps,
} from '@/features/auth/sign-in'
import { BlankLayout } from '@/shared/layout/BlankLayout'
import { useCustomizer, type Language } from '@/shared/layout/customizer.store'
import { usePwa } from '@/shared/pwa/pwa.store'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'
import { lazyPart } from '@/shared/ui/lazy-part'
import { loadApp } from '../load-app'
import { ThemeProviders } from '../ThemeProviders'
import { go, redirectParam, useSignInPath } from './sign-in-history'
import { SignInErrorBoundary } from './SignInErrorBoundary'
import type { SignInPath } from './sign-in-paths'
import { loadStrings, translatorFor } from './sign-in-strings'
import { takeOverPrerendered } from './take-over'

const screens: Record<SignInPath, ComponentType> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
}

const UpdatePrompt = lazyPart(() =>
  import('@/shared/pwa/ui/UpdatePrompt').then((module) => module.UpdatePrompt),
)

/** A plain anchor that moves between the sign-in screens in place (a modified click opens it). */
function ShellLink({ to, onClick, ...props }: AuthLinkProps & AnchorHTMLAttributes<HTMLElement>) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
        if (event.defaultPrevented || event.button !== 0 || modified) return
        event.preventDefault()
        void go(to)
      }}
    />
  )
}

/** The strings of the customizer's language; `lang` follows once they are there. */
function useStrings(language: Language) {
  const [ready, setReady] = useState(language)
  useEffect(() => {
    let current = true
    void loadStrings(language)
      .catch(() => undefined)
      .then(() => {
        if (!current) return
        setReady(language)
        document.documentElement.lang = language
      })
    return () => void (current = false)
  }, [language])
  return useMemo(() => translatorFor(ready), [ready])
}

/**
 * The sign-in screens without the app: no TanStack Router, no i18next, so a first visit to them
 * loads only React, Mantine and the forms. Signing in (or any link beyond these screens) hands
 * the page over to the app, which the form loads while it is being filled.
 */
export function SignInApp() {
  const t = useStrings(useCustomizer((state) => state.language))
  const path = useSignInPath()
  const updateWaiting = usePwa((state) => state.updateWaiting)
  const env = useMemo<AuthEnv>(
    () => ({
      t,
      Link: ShellLink,
      navigate: go,
      redirect: redirectParam,
      prepareSignIn: () => loadApp().then((app) => app.prepareApp()),
    }),
    [t],
  )
  return (
    <SignInScreen env={env} path={path}>
      {updateWaiting && <UpdatePrompt t={t} />}
    </SignInScreen>
  )
}

/**
 * Takes over the prerendered form once its screen is committed: in the commit itself (a layout
 * effect), so no submit can fall between hydration and the take-over. Inside the Suspense
 * boundary, which React may hydrate after the rest of the page.
 */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(takeOverPrerendered, [])
  return children
}

interface SignInScreenProps {
  env: AuthEnv
  path: SignInPath
  children?: ReactNode
}

/** One sign-in screen in its frame: the shell's, and the build's prerendered `/login`. */
export function SignInScreen({ env, path, children }: SignInScreenProps) {
  const Screen = screens[path]
  return (
    <ThemeProviders>
      <SignInErrorBoundary t={env.t}>
        <AuthEnvProvider value={env}>
          <BlankLayout>
            <Suspense fallback={<LogoSpinner />}>
              <TakeOver>
                <Screen />
              </TakeOver>
            </Suspense>
          </BlankLayout>
        </AuthEnvProvider>
      </SignInErrorBoundary>
      {children}
    </ThemeProviders>
  )
}
