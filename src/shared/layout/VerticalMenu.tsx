import { ActionIcon, CloseButton, Collapse, ScrollArea } from '@mantine/core'
import { IconChevronRight, IconCircleDot, IconCircle } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/shared/ui/Logo'
import { ManifestIcon } from './ManifestIcon'
import {
  activeLinkFor,
  menuLinks,
  type MenuGroup,
  type MenuLink,
  type MenuSectionNode,
} from './menu'
import { useMenuLabels } from './menu-labels'
import classes from './VerticalMenu.module.css'

export { classes as verticalMenuClasses }

interface VerticalMenuProps {
  sections: readonly MenuSectionNode[]
  /** Semi-dark skin: a dark menu beside light content. */
  tone?: 'default' | 'dark'
  /** Desktop: the collapse-to-icons toggle. */
  collapsed?: boolean
  onToggleCollapsed?: () => void
  /** Drawer: a close button, and closing after a link is followed. */
  onClose?: () => void
}

interface ItemProps {
  onNavigate?: () => void
  activeLink: string | undefined
}

function LinkItem({
  item,
  activeLink,
  onNavigate,
  nested,
}: ItemProps & { item: MenuLink; nested?: boolean }) {
  const label = useMenuLabels().item(item)
  const active = item.link === activeLink
  return (
    <li>
      <Link
        to={item.link}
        className={nested ? `${classes.item} ${classes.subitem}` : classes.item}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {nested ? (
          <span className={classes.dot} aria-hidden />
        ) : (
          <ManifestIcon name={item.icon} size={22} stroke={1.6} />
        )}
        <span className={classes.label}>{label}</span>
      </Link>
    </li>
  )
}

function GroupItem({ item, activeLink, onNavigate }: ItemProps & { item: MenuGroup }) {
  const label = useMenuLabels().item(item)
  const containsActive = item.children.some((child) => child.link === activeLink)
  // Open while it holds the current page, until the user says otherwise.
  const [toggled, setToggled] = useState<boolean | null>(null)
  const open = toggled ?? containsActive
  const listId = useId()
  return (
    <li>
      <button
        type="button"
        className={classes.item}
        data-open={open || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setToggled(!open)}
      >
        <ManifestIcon name={item.icon} size={22} stroke={1.6} />
        <span className={classes.label}>{label}</span>
        <IconChevronRight className={classes.chevron} size={16} aria-hidden />
      </button>
      <Collapse expanded={open} id={listId}>
        <ul className={classes.sublist}>
          {item.children.map((child) => (
            <LinkItem
              key={child.id}
              item={child}
              activeLink={activeLink}
              onNavigate={onNavigate}
              nested
            />
          ))}
        </ul>
      </Collapse>
    </li>
  )
}

export function VerticalMenu({
  sections,
  tone = 'default',
  collapsed,
  onToggleCollapsed,
  onClose,
}: VerticalMenuProps) {
  const { t } = useTranslation()
  const labels = useMenuLabels()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const activeLink = activeLinkFor(
    sections.flatMap((node) => menuLinks(node.items)),
    pathname,
  )?.link
  const ToggleIcon = collapsed ? IconCircle : IconCircleDot
  return (
    <nav className={classes.menu} data-tone={tone} aria-label={t('shell.menu.label')}>
      <div className={classes.header}>
        <Link to="/" className={classes.brand} onClick={onClose}>
          <Logo size={32} />
          <span className={classes.brandName}>Corredor</span>
        </Link>
        {onToggleCollapsed && (
          <ActionIcon
            variant="transparent"
            className={classes.headerButton}
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('shell.menu.expand') : t('shell.menu.collapse')}
          >
            <ToggleIcon size={20} stroke={1.8} />
          </ActionIcon>
        )}
        {onClose && (
          <CloseButton
            className={classes.headerButton}
            onClick={onClose}
            aria-label={t('shell.menu.close')}
          />
        )}
      </div>
      <ScrollArea className={classes.scroll} type="hover" scrollbarSize={6}>
        {sections.map((node) => (
          <div key={node.section}>
            <div className={classes.sectionTitle}>{labels.section(node.section)}</div>
            <ul className={classes.list}>
              {node.items.map((item) =>
                item.kind === 'link' ? (
                  <LinkItem
                    key={item.id}
                    item={item}
                    activeLink={activeLink}
                    onNavigate={onClose}
                  />
                ) : (
                  <GroupItem
                    key={item.id}
                    item={item}
                    activeLink={activeLink}
                    onNavigate={onClose}
                  />
                ),
              )}
            </ul>
          </div>
        ))}
      </ScrollArea>
    </nav>
  )
}
