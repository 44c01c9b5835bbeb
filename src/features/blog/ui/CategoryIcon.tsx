import {
  IconBuildingStore,
  IconCalendarRepeat,
  IconCategory,
  IconFileCheck,
  IconHome,
  IconShieldLock,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react'
import { createElement } from 'react'
import { isOneOf, keysOf } from '@/shared/contract/one-of'

/** The categories' icons by the Tabler names the API gives (`icon`). */
const ICONS = {
  IconBuildingStore,
  IconCalendarRepeat,
  IconFileCheck,
  IconHome,
  IconShieldLock,
  IconUsersGroup,
} as const

export function CategoryIcon({ name, ...props }: IconProps & { name: string }) {
  const icon = isOneOf(keysOf(ICONS), name) ? ICONS[name] : IconCategory
  return createElement(icon, { 'aria-hidden': true, ...props })
}
