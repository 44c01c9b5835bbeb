/**
 * Route guards (`beforeLoad`): no session → `/login` (coming back afterwards); a screen whose
 * manifest ability the user lacks → `/misc/not-authorized`. CASL is loaded on first use.
 */
import { redirect } from '@tanstack/react-router'
import { currentAbility, isSignedIn } from '@/shared/auth/session'
import { importWithRetry } from '@/shared/import-with-retry'
import { manifestForPath, pageForPath } from './manifests'
import { preloadStringsOf } from './screen-strings'

const loadAbility = () => importWithRetry(() => import('@/shared/contract/ability'))

export function requireSession(location: { href: string }): void {
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
}

export async function requireAbility(action: string, subject: string): Promise<void> {
  const { can } = await loadAbility()
  if (!can(currentAbility(), action, subject)) throw redirect({ to: '/misc/not-authorized' })
}

/** Guards a screen by the ability its manifest entry names, and asks for its strings meanwhile. */
export async function requirePage(path: string): Promise<void> {
  const manifest = manifestForPath(path)
  if (manifest) preloadStringsOf(manifest)
  const ability = pageForPath(path)?.ability
  if (ability) await requireAbility(ability[0], ability[1])
}
