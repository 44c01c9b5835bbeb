/**
 * Everything a signed-in user sees around a screen: the generic layout from shared/layout, given
 * the menu from the app manifests, the features' navbar widgets and the session's user.
 * Loaded lazily with the `_app` route, so none of it weighs on the sign-in screen.
 */
import '@mantine/notifications/styles.layer.css'
import '@mantine/spotlight/styles.layer.css'
import { Notifications } from '@mantine/notifications'
import { Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ReactNode } from 'react'
import { MainSearch, NavbarBookmarks, SearchTrigger } from '@/features/search'
import { SyncIndicator, useSyncPokes } from '@/features/sync'
import { useSession } from '@/shared/auth/session'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { ThemeCustomizer } from '@/shared/layout/customizer/ThemeCustomizer'
import { LanguageMenu } from '@/shared/layout/LanguageMenu'
import { NotificationsMenu } from '@/shared/layout/NotificationsMenu'
import { ShellLayout } from '@/shared/layout/ShellLayout'
import { SkinToggle } from '@/shared/layout/SkinToggle'
import { UserMenu } from '@/shared/layout/UserMenu'
import { InstallButton } from '@/shared/pwa/ui/InstallButton'
import { OfflineBadge } from '@/shared/pwa/ui/OfflineBadge'
import { OfflineReadiness } from '@/shared/pwa/ui/OfflineReadiness'
import { allPages } from '../manifests'
import { useShellEvents } from './use-shell-events'
import { useShellMenu, useUserLinks } from './use-shell-menu'
import { useSignOut } from './use-sign-out'
import classes from './AppFrame.module.css'

interface AppFrameProps {
  /** Features' navbar items (the shop's cart menu), passed in by the `_app` route. */
  navbarItems?: ReactNode
}

export function AppFrame({ navbarItems }: AppFrameProps) {
  const { t } = useTranslation()
  const sections = useShellMenu()
  const userLinks = useUserLinks(sections)
  const user = useSession((state) => state.user)
  const signOut = useSignOut()
  const rtl = useCustomizer((state) => state.rtl)
  useShellEvents()
  useSyncPokes()

  return (
    <ShellLayout
      sections={sections}
      navbarStart={
        <>
          <SearchTrigger />
          <NavbarBookmarks />
        </>
      }
      navbarEnd={
        <>
          <OfflineBadge />
          <SyncIndicator />
          <OfflineReadiness />
          <InstallButton />
          <LanguageMenu />
          <SkinToggle />
          {navbarItems}
          <NotificationsMenu />
          {user && <UserMenu user={user} links={userLinks} onSignOut={() => void signOut()} />}
        </>
      }
      footerLinks={[
        { label: t('shell.footer.help'), to: '/pages/faq' },
        { label: t('shell.footer.settings'), to: '/settings' },
      ]}
      overlays={
        <>
          <ThemeCustomizer />
          <MainSearch pages={allPages} />
          {/* Above drawers and modals (200), below menus and popovers (300): a menu opened from
              the top bar is never covered by a toast. */}
          {/* At the end of the bar in either direction: in RTL the menu is on the right. */}
          <Notifications
            position={rtl ? 'top-left' : 'top-right'}
            zIndex={250}
            className={classes.toasts}
          />
        </>
      }
    >
      <Outlet />
    </ShellLayout>
  )
}
