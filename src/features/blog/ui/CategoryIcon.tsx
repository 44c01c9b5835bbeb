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
  const icon = name in ICONS ? ICONS[name as keyof typeof ICONS] : IconCategory
  return createElement(icon, { 'aria-hidden': true, ...props })
}
