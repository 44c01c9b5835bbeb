/**
 * Builds the navigation tree from app manifests: sections in a fixed order, then each app as a
 * collapsible group when it has several visible pages, or as a single link when it has one.
 * Pages the user may not open, and pages marked `inMenu: false`, are left out.
 */
import {
  pagesOf,
  type AppManifest,
  type MenuSection,
  type PageEntry,
} from '@/shared/contract/manifest'

export const SECTION_ORDER: readonly MenuSection[] = [
  'dashboards',
  'apps',
  'pages',
  'ui',
  'forms',
  'charts',
  'misc',
]

export interface MenuLink {
  kind: 'link'
  id: string
  target: string
  title: string
  icon: string
  link: string
}

export interface MenuGroup {
  kind: 'group'
  id: string
  title: string
  icon: string
  children: MenuLink[]
}

export type MenuItem = MenuLink | MenuGroup

export interface MenuSectionNode {
  section: MenuSection
  items: MenuItem[]
}

export type AbilityCheck = (action: string, subject: string) => boolean

const toLink = (page: PageEntry): MenuLink => ({
  kind: 'link',
  id: `page-${page.id}`,
  target: page.target,
  title: page.title,
  icon: page.icon,
  link: page.link,
})

export const isVisiblePage = (page: PageEntry, allowed: AbilityCheck): boolean =>
  page.inMenu !== false && (!page.ability || allowed(page.ability[0], page.ability[1]))

export function buildMenu(
  manifests: readonly AppManifest[],
  allowed: AbilityCheck,
): MenuSectionNode[] {
  const sections: MenuSectionNode[] = []
  for (const section of SECTION_ORDER) {
    const items: MenuItem[] = []
    for (const manifest of manifests.filter((entry) => entry.section === section)) {
      const pages = pagesOf(manifest)
        .filter((page) => isVisiblePage(page, allowed))
        .map(toLink)
      const [only] = pages
      if (!only) continue
      if (pages.length === 1) items.push(only)
      else
        items.push({
          kind: 'group',
          id: `app-${manifest.id}`,
          title: manifest.title,
          icon: manifest.icon,
          children: pages,
        })
    }
    if (items.length) sections.push({ section, items })
  }
  return sections
}

/** Every link of a menu, flattened (for active-group detection and the horizontal bar). */
export const menuLinks = (items: readonly MenuItem[]): MenuLink[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item] : item.children))

/** True when `pathname` is the link itself or one of its sub-paths (`/apps/email/sent`). */
export const isActiveLink = (link: string, pathname: string): boolean =>
  link === '/' ? pathname === '/' : pathname === link || pathname.startsWith(`${link}/`)

/** The most specific menu link matching `pathname`, so `/apps/todo/important` beats `/apps/todo`. */
export function activeLinkFor(links: readonly MenuLink[], pathname: string): MenuLink | undefined {
  let best: MenuLink | undefined
  for (const entry of links) {
    if (isActiveLink(entry.link, pathname) && (!best || entry.link.length > best.link.length))
      best = entry
  }
  return best
}
