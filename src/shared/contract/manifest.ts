/**
 * App manifests: each feature declares its screens once; the menu, the main search's Pages
 * group and the route guards all read this one list. Data only (no React), so the worker can
 * use it too.
 */
export type MenuSection = 'dashboards' | 'apps' | 'pages' | 'ui' | 'forms' | 'charts' | 'misc'

export interface PageEntry {
  /** Stable numeric id: bookmarks refer to it. Never reuse one. */
  id: number
  /** A short name for the route, unique. */
  target: string
  title: string
  /** A Tabler icon name, resolved in the page. */
  icon: string
  link: string
  /** The ability needed to open the screen, as `[action, subject]`. */
  ability?: readonly [string, string]
  /** Shown in the menu and the main search unless false. */
  inMenu?: boolean
}

export interface AppManifest {
  id: string
  title: string
  section: MenuSection
  icon: string
  pages: readonly PageEntry[]
}
