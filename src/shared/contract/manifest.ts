/**
 * App manifests: each feature declares its screens once; the menu, the main search's Pages
 * group and the route guards all read this one list. Data only (no React), so the worker can
 * use it too.
 */
export type MenuSection = 'dashboards' | 'apps' | 'pages' | 'ui' | 'forms' | 'charts' | 'misc'

/** An ability as `[action, subject]`, checked with CASL. */
export type Ability = readonly [action: string, subject: string]

export interface PageEntry {
  /** Stable numeric id: bookmarks refer to it. Never reuse one. */
  id: number
  /** A short name for the route, unique. */
  target: string
  title: string
  /** A Tabler icon name, resolved in the page. */
  icon: string
  link: string
  /** The ability needed to open the screen, when it differs from the app's. */
  ability?: Ability
  /** Shown in the menu and the main search unless false. */
  inMenu?: boolean
  /** More words the main search finds the page by (English), beside its title. */
  keywords?: readonly string[]
  /**
   * Further screens this entry stands for, by example (a route with parameters:
   * `/pages/knowledge-base/claims`): the screen sweep visits them beside `link`, or instead of
   * it for an entry out of the menu whose link is no screen by itself (`/apps/invoice/print`).
   */
  screens?: readonly string[]
}

export interface AppManifest {
  id: string
  title: string
  section: MenuSection
  icon: string
  /**
   * The ability the app's screens and every one of its API routes require, as
   * `[action, subject]`: the page guard and the handlers read this one value.
   */
  ability?: Ability
  pages: readonly PageEntry[]
}

/** The app's pages, each carrying the ability that guards it (its own, else the app's). */
export const pagesOf = (manifest: AppManifest): PageEntry[] =>
  manifest.pages.map((page) =>
    page.ability || !manifest.ability ? page : { ...page, ability: manifest.ability },
  )

/** Every screen a page entry stands for, as the screen sweep and the guard test visit them. */
export const screensOf = (page: PageEntry): readonly string[] =>
  page.inMenu === false && page.screens ? page.screens : [page.link, ...(page.screens ?? [])]
