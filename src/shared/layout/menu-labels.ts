import { useTranslation } from 'react-i18next'
import type { MenuSection } from '@/shared/contract/manifest'
import type { MenuItem } from './menu'

/**
 * Manifest titles are English data; the menu shows a translation when the shell has one and
 * the manifest's own title otherwise, so a new app appears at once and is translated later.
 */
export function useMenuLabels() {
  const { t } = useTranslation()
  return {
    section: (section: MenuSection) => t(`shell.sections.${section}`),
    item: (item: MenuItem) =>
      item.kind === 'link'
        ? t(`shell.pages.${item.target}`, { defaultValue: item.title })
        : t(`shell.apps.${item.id.replace(/^app-/, '')}`, { defaultValue: item.title }),
  }
}

/** A page's title in the current language (the same keys the menu uses). */
export function usePageTitle() {
  const { t } = useTranslation()
  return (page: { target: string; title: string }) =>
    t(`shell.pages.${page.target}`, { defaultValue: page.title })
}
