import type { IconProps } from '@tabler/icons-react'
import { createElement } from 'react'
import { iconFor } from './icons'

/** Renders a manifest's icon by its Tabler name (see icons.ts). */
export function ManifestIcon({ name, ...props }: IconProps & { name: string | undefined }) {
  return createElement(iconFor(name), { 'aria-hidden': true, ...props })
}
