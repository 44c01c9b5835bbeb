/**
 * `/login` rendered to HTML at build time, in Node (scripts/prerender-sign-in.ts): the page then
 * paints the real form before any script runs, and the sign-in shell hydrates it, keeping what
 * was typed, the focus and the caret. The same component tree as the shell's (`SignInScreen`),
 * in English, so that the shell renders exactly this markup (./hydration.test.tsx checks it).
 */
import { renderToString } from 'react-dom/server'
import type { AuthEnv, AuthLinkProps } from '@/features/auth/sign-in'
import { REMEMBERED_EMAIL_KEY } from '@/shared/auth/remember'
import { CUSTOMIZER_KEY } from '@/shared/layout/customizer.store'
import {
  inlineScript,
  prepaintDocument,
  prepaintForm,
  type PrepaintKeys,
  type PrerenderedLogin,
} from './prepaint'
import { SignInScreen } from './SignInApp'
import { translatorFor } from './sign-in-strings'

const PlainLink = ({ to, ...props }: AuthLinkProps) => <a {...props} href={to} />
const nothing = () => Promise.resolve()

/** What the browser has and Node has not, as a first visit has it: nothing stored. */
const emptyStorage: Storage = {
  length: 0,
  getItem: () => null,
  key: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
}

export function prerenderLogin(): PrerenderedLogin {
  globalThis.localStorage ??= emptyStorage
  const env: AuthEnv = {
    t: translatorFor('en'),
    Link: PlainLink,
    navigate: nothing,
    redirect: () => undefined,
    prepareSignIn: nothing,
  }
  const keys: PrepaintKeys = { layout: CUSTOMIZER_KEY, rememberEmail: REMEMBERED_EMAIL_KEY }
  return {
    markup: renderToString(<SignInScreen env={env} path="/login" />),
    headScript: inlineScript(prepaintDocument, keys),
    bodyScript: inlineScript(prepaintForm, keys),
  }
}
