import { Link, useRouter, type LinkProps } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthEnvProvider, type AuthEnv, type AuthLinkProps } from '@/features/auth'
import { prepareSignedIn } from './prepare-signed-in'

function RouterLink({ to, ...props }: AuthLinkProps) {
  return <Link {...props} to={to as LinkProps['to']} />
}

/** The auth screens inside the app: the router's links and navigation, i18next's strings. */
export function RouterAuthEnv({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const router = useRouter()
  const env = useMemo<AuthEnv>(
    () => ({
      t: (key, values) => t(key, values ?? {}),
      Link: RouterLink,
      navigate: (href) => router.navigate({ href }),
      redirect: () => {
        const { search } = router.state.location
        return 'redirect' in search && typeof search.redirect === 'string'
          ? search.redirect
          : undefined
      },
      prepareSignIn: () => prepareSignedIn(router),
    }),
    [t, router],
  )
  return <AuthEnvProvider value={env}>{children}</AuthEnvProvider>
}
