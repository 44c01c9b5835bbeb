import { useTranslation } from 'react-i18next'
import type { MenuSection } from '@/shared/contract/manifest'
import type { MenuItem } from './menu'

/**
 * Manifest titles are English data; each app's locale files translate them under
 * `apps.<manifest id>` and `pages.<page target>`. The menu shows the translation when there is
 * one and the manifest's own title otherwise, so a new app appears at once.
 */
export function useMenuLabels() {
  const { t } = useTranslation()
  return {
    section: (section: MenuSection) => t(`shell.sections.${section}`),
    item: (item: MenuItem) =>
      item.kind === 'link'
        ? t(`pages.${item.target}`, { defaultValue: item.title })
        : t(`apps.${item.id.replace(/^app-/, '')}`, { defaultValue: item.title }),
  }
}

/** A page's title in the current language (the same keys the menu uses). */
export function usePageTitle() {
  const { t } = useTranslation()
  return (page: { target: string; title: string }) =>
    t(`pages.${page.target}`, { defaultValue: page.title })
}
