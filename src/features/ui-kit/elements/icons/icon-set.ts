/**
 * The whole Tabler set, imported here and only here: this module belongs to the icons page's
 * chunk, so no other screen loads the thousands of icons (the build's `icons` group keeps only
 * the icons other screens share; see vite.config.ts).
 */
import * as tabler from '@tabler/icons-react'
import type { TablerIcon } from '@tabler/icons-react'

export interface IconEntry {
  /** The component's name, as imported: `IconHome`. */
  name: string
  Icon: TablerIcon
}

const isIcon = (value: unknown): value is TablerIcon =>
  typeof value === 'object' &&
  value !== null &&
  'displayName' in value &&
  typeof value.displayName === 'string'

/**
 * Each icon once, under its own name: the set also exports renamed icons under their old names
 * (`IconBoxSeam` is `IconPackage`), which a component's `displayName` tells apart.
 */
export const ICONS: readonly IconEntry[] = Object.entries(tabler)
  .filter(
    (entry): entry is [string, TablerIcon] =>
      entry[0].startsWith('Icon') && isIcon(entry[1]) && `Icon${entry[1].displayName}` === entry[0],
  )
  .map(([name, Icon]) => ({ name, Icon }))
  .sort((a, b) => (a.name < b.name ? -1 : 1))

export const ICON_NAMES: readonly string[] = ICONS.map((icon) => icon.name)
export const ICON_BY_NAME: ReadonlyMap<string, TablerIcon> = new Map(
  ICONS.map((icon) => [icon.name, icon.Icon]),
)
