/**
 * Where a user lands after sign-in: the e-commerce dashboard (`/`) for whoever may read the
 * dashboards (the admin), else the access-control page. CASL is loaded on first use so the
 * sign-in screen does not ship it.
 */
import { importWithRetry } from '@/shared/import-with-retry'
import { currentAbility } from './session'

export async function homePath(): Promise<'/' | '/access-control'> {
  const { can } = await importWithRetry(() => import('@/shared/contract/ability'))
  return can(currentAbility(), 'read', 'Dashboard') ? '/' : '/access-control'
}
