/**
 * Route guards (`beforeLoad`): no session → `/login` (coming back afterwards); a screen whose
 * manifest ability the user lacks → `/misc/not-authorized`.
 */
import { redirect } from '@tanstack/react-router'
import { can } from '@/shared/auth/ability'
import { currentAbility, isSignedIn } from '@/shared/auth/session'
import { pageForPath } from './manifests'

export function requireSession(location: { href: string }): void {
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
}

export function requireAbility(action: string, subject: string): void {
  if (!can(currentAbility(), action, subject)) throw redirect({ to: '/misc/not-authorized' })
}

/** Guards a screen by the ability its manifest entry names. */
export function requirePage(path: string): void {
  const ability = pageForPath(path)?.ability
  if (ability) requireAbility(ability[0], ability[1])
}

/** Where a user lands after sign-in: the admin's settings until dashboards exist, else ACL. */
export function homePath(): '/settings' | '/access-control' {
  return can(currentAbility(), 'manage', 'Settings') ? '/settings' : '/access-control'
}
