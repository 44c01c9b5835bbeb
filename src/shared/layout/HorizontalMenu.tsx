import { Menu } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { ManifestIcon } from './ManifestIcon'
import { activeLinkFor, menuLinks, type MenuLink, type MenuSectionNode } from './menu'
import { useMenuLabels } from './menu-labels'
import classes from './HorizontalMenu.module.css'

const SECTION_ICONS: Record<string, string> = {
  dashboards: 'IconSmartHome',
  apps: 'IconLayoutGrid',
  pages: 'IconFiles',
  ui: 'IconComponents',
  forms: 'IconForms',
  charts: 'IconChartPie',
  misc: 'IconBox',
}

/** The same menu as the side menu, as one dropdown per section (Mantine Menu: arrow keys work). */
export function HorizontalMenu({ sections }: { sections: readonly MenuSectionNode[] }) {
  const { t } = useTranslation()
  const labels = useMenuLabels()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const activeLink = activeLinkFor(
    sections.flatMap((node) => menuLinks(node.items)),
    pathname,
  )?.link

  const renderLink = (item: MenuLink) => {
    const active = item.link === activeLink
    return (
      <Menu.Item
        key={item.id}
        component={Link}
        to={item.link}
        leftSection={<ManifestIcon name={item.icon} size={18} stroke={1.6} />}
        className={active ? classes.itemActive : undefined}
        aria-current={active ? 'page' : undefined}
      >
        {labels.item(item)}
      </Menu.Item>
    )
  }

  return (
    <nav className={classes.bar} aria-label={t('shell.menu.label')}>
      {sections.map((node) => {
        const active = menuLinks(node.items).some((item) => item.link === activeLink)
        return (
          <Menu
            key={node.section}
            trigger="click-hover"
            openDelay={60}
            closeDelay={120}
            position="bottom-start"
            shadow="md"
            width={240}
            offset={6}
          >
            <Menu.Target>
              <button type="button" className={classes.trigger} data-active={active || undefined}>
                <ManifestIcon name={SECTION_ICONS[node.section]} size={20} stroke={1.6} />
                {labels.section(node.section)}
                <IconChevronDown size={14} aria-hidden />
              </button>
            </Menu.Target>
            <Menu.Dropdown>
              {node.items.map((item, index) =>
                item.kind === 'link' ? (
                  renderLink(item)
                ) : (
                  <Fragment key={item.id}>
                    {index > 0 && <Menu.Divider />}
                    <Menu.Label>{labels.item(item)}</Menu.Label>
                    {item.children.map(renderLink)}
                  </Fragment>
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        )
      })}
    </nav>
  )
}
