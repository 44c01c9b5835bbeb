/**
 * Where a user lands after sign-in: the admin's settings until dashboards exist, else ACL.
 * CASL is loaded on first use so the sign-in screen does not ship it.
 */
import { currentAbility } from './session'

export async function homePath(): Promise<'/settings' | '/access-control'> {
  const { can } = await import('@/shared/contract/ability')
  return can(currentAbility(), 'manage', 'Settings') ? '/settings' : '/access-control'
}
