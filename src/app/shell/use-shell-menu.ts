import { useMemo } from 'react'
import { buildAbility } from '@/shared/contract/ability'
import { useSession } from '@/shared/auth/session'
import { buildMenu } from '@/shared/layout/menu'
import { manifests } from '../manifests'

/** The menu the signed-in user may see, rebuilt when the session (and so the abilities) change. */
export function useShellMenu() {
  const rules = useSession((state) => state.user?.ability)
  return useMemo(() => {
    const ability = buildAbility(rules ?? [{ action: 'read', subject: 'Auth' }])
    return buildMenu(manifests, (action, subject) => ability.can(action, subject))
  }, [rules])
}
