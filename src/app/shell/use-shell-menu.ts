import { useMemo } from 'react'
import { buildAbility } from '@/shared/contract/ability'
import { keysOf } from '@/shared/contract/one-of'
import { useSession } from '@/shared/auth/session'
import { buildMenu, menuLinks, type MenuSectionNode } from '@/shared/layout/menu'
import type { UserMenuLinks } from '@/shared/layout/UserMenu'
import { manifests } from '../manifests'

/** The menu the signed-in user may see, rebuilt when the session (and so the abilities) change. */
export function useShellMenu() {
  const rules = useSession((state) => state.user?.ability)
  return useMemo(() => {
    const ability = buildAbility(rules ?? [{ action: 'read', subject: 'Auth' }])
    return buildMenu(manifests, (action, subject) => ability.can(action, subject))
  }, [rules])
}

const USER_SCREENS = {
  profile: '/pages/profile',
  account: '/pages/account-settings',
  settings: '/settings',
} as const

/** The user menu's own screens, those of them the menu shows (the user may open them). */
export function useUserLinks(sections: readonly MenuSectionNode[]): UserMenuLinks {
  return useMemo(() => {
    const open = new Set(sections.flatMap((node) => menuLinks(node.items)).map((l) => l.link))
    const links: UserMenuLinks = {}
    for (const key of keysOf(USER_SCREENS)) {
      if (open.has(USER_SCREENS[key])) links[key] = USER_SCREENS[key]
    }
    return links
  }, [sections])
}
