/**
 * The signed-in frame, generic over its contents: the app passes the menu tree and the navbar's
 * controls in, and this file arranges them by the customizer's choices (vertical or horizontal
 * menu, navbar and footer types, boxed or full content, skins).
 */
import './skins.css'
import { ActionIcon, AppShell, Drawer } from '@mantine/core'
import { IconMenu2 } from '@tabler/icons-react'
import { useMediaQuery } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCustomizer } from './customizer.store'
import { useLayoutOverride } from './layout-override.store'
import { Footer, type FooterLink } from './Footer'
import { HorizontalMenu } from './HorizontalMenu'
import type { MenuSectionNode } from './menu'
import { TopBar } from './TopBar'
import { VerticalMenu, verticalMenuClasses } from './VerticalMenu'
import classes from './ShellLayout.module.css'

interface ShellLayoutProps {
  sections: readonly MenuSectionNode[]
  /** Navbar controls on the start side (search, bookmarks) and the end side (menus, avatar). */
  navbarStart?: ReactNode
  navbarEnd?: ReactNode
  footerLinks?: readonly FooterLink[]
  /** Fixed-position extras: the customizer button, spotlight, toasts. */
  overlays?: ReactNode
  children: ReactNode
}

const EXPANDED_WIDTH = 260
const COLLAPSED_WIDTH = 80

/** Mirrors the skin on <html> so portalled dropdowns and every card follow it (skins.css). */
function useSkinAttribute(skin: string) {
  useEffect(() => {
    document.documentElement.dataset.skin = skin
  }, [skin])
}

export function ShellLayout({
  sections,
  navbarStart,
  navbarEnd,
  footerLinks,
  overlays,
  children,
}: ShellLayoutProps) {
  const { t } = useTranslation()
  const chosen = useCustomizer()
  const override = useLayoutOverride((state) => state.override)
  // A screen's own layout (the UI kit's page layouts) over the user's, while it is open.
  const settings = { ...chosen, ...override?.settings }
  const setSettings = useCustomizer((state) => state.set)
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The drawer belongs to the page it was opened on: following a link closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null)
  useSkinAttribute(settings.skin)

  const vertical = settings.layout === 'vertical'
  const sideMenu = isDesktop && vertical && !settings.menuHidden
  const boxed = settings.contentWidth === 'boxed'
  const menuTone = settings.skin === 'semi-dark' ? 'dark' : 'default'
  const collapsed = settings.menuCollapsed
  const hasDrawer = !sideMenu && !(isDesktop && !vertical)
  const drawerOpened = hasDrawer && drawerPath === pathname
  const closeDrawer = () => setDrawerPath(null)
  const toggleDrawer = () => setDrawerPath(drawerOpened ? null : pathname)
  const burger = hasDrawer ? { opened: drawerOpened, onToggle: toggleDrawer } : undefined
  // A hidden top bar takes its burger with it: the menu button then floats over the page.
  const floatingBurger = hasDrawer && settings.navbarType === 'hidden'

  if (override?.shell === 'blank')
    return (
      <div className={classes.blank} data-skin={settings.skin} data-testid="app-shell">
        <main id="main-content" className={classes.blankContent} tabIndex={-1}>
          {children}
        </main>
        {overlays}
      </div>
    )

  return (
    <AppShell
      className={classes.root}
      data-skin={settings.skin}
      data-width={settings.contentWidth}
      data-testid="app-shell"
      withBorder={false}
      navbar={{
        width: collapsed ? COLLAPSED_WIDTH : EXPANDED_WIDTH,
        breakpoint: 'md',
        collapsed: { mobile: true, desktop: !sideMenu },
      }}
    >
      <a href="#main-content" className={classes.skip}>
        {t('shell.skipToContent')}
      </a>
      {sideMenu && (
        <AppShell.Navbar
          className={verticalMenuClasses.navbar}
          data-collapsed={collapsed || undefined}
          data-testid="side-menu"
        >
          <VerticalMenu
            sections={sections}
            tone={menuTone}
            collapsed={collapsed}
            onToggleCollapsed={() => setSettings({ menuCollapsed: !collapsed })}
          />
        </AppShell.Navbar>
      )}
      <Drawer
        opened={drawerOpened}
        onClose={closeDrawer}
        size={EXPANDED_WIDTH + 20}
        padding={0}
        withCloseButton={false}
        // The menu side; Mantine mirrors it in RTL.
        position="left"
        styles={{ body: { height: '100%' } }}
      >
        <VerticalMenu sections={sections} tone={menuTone} onClose={closeDrawer} />
      </Drawer>
      <div className={classes.page}>
        <TopBar
          type={settings.navbarType}
          color={settings.navbarColor}
          boxed={boxed}
          burger={burger}
          withBrand={!vertical || !isDesktop}
          start={navbarStart}
          end={navbarEnd}
          menu={!vertical && isDesktop ? <HorizontalMenu sections={sections} /> : undefined}
        />
        {floatingBurger && (
          <ActionIcon
            className={classes.floatingBurger}
            variant="default"
            size="xl"
            radius="xl"
            onClick={toggleDrawer}
            aria-label={t('shell.menu.open')}
            aria-expanded={drawerOpened}
          >
            <IconMenu2 size={22} />
          </ActionIcon>
        )}
        <main
          id="main-content"
          className={`${classes.content} ${classes.boxed}`}
          data-boxed={boxed || undefined}
          data-under-burger={floatingBurger || undefined}
          tabIndex={-1}
        >
          {children}
        </main>
        <Footer type={settings.footerType} boxed={boxed} links={footerLinks} />
      </div>
      {overlays}
    </AppShell>
  )
}
