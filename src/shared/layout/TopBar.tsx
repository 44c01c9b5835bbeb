import { Burger } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/shared/ui/Logo'
import type { NavbarColor, NavbarType } from './customizer.store'
import { NavbarToneContext } from './navbar-tone'
import classes from './ShellLayout.module.css'

const BAR_BACKGROUNDS: Record<NavbarColor, string | undefined> = {
  default: undefined,
  brand: 'var(--mantine-color-brand-filled)',
  blue: 'var(--mantine-color-blue-filled)',
  teal: 'var(--mantine-color-teal-filled)',
  green: 'var(--mantine-color-green-filled)',
  orange: 'var(--mantine-color-orange-filled)',
  red: 'var(--mantine-color-red-filled)',
  dark: '#2f3349',
}

interface TopBarProps {
  type: NavbarType
  color: NavbarColor
  boxed: boolean
  /** Shown when there is no side menu on screen (phones, hidden menu). */
  burger?: { opened: boolean; onToggle: () => void }
  /** The logo, for the horizontal layout where no side menu carries it. */
  withBrand: boolean
  start?: ReactNode
  end?: ReactNode
  /** The horizontal layout's menu row, under the bar. */
  menu?: ReactNode
}

export function TopBar({ type, color, boxed, burger, withBrand, start, end, menu }: TopBarProps) {
  const { t } = useTranslation()
  const background = BAR_BACKGROUNDS[color]
  const showBar = type !== 'hidden'
  if (!showBar && !menu) return null
  return (
    <header className={classes.top} data-type={showBar ? type : 'static'} data-testid="navbar">
      <div className={classes.boxed} data-boxed={boxed || undefined}>
        <div className={classes.surface}>
          {showBar && (
            <NavbarToneContext.Provider value={background ? 'inverse' : 'default'}>
              <div
                className={classes.bar}
                data-colored={background ? true : undefined}
                style={background ? { background } : undefined}
              >
                {burger && (
                  <Burger
                    opened={burger.opened}
                    onClick={burger.onToggle}
                    size="sm"
                    color={background ? 'white' : undefined}
                    aria-label={burger.opened ? t('shell.menu.close') : t('shell.menu.open')}
                  />
                )}
                {withBrand && (
                  <Link to="/" className={classes.brand} aria-label="Corredor">
                    <Logo size={30} />
                    <span className={classes.brandName}>Corredor</span>
                  </Link>
                )}
                {start}
                <div className={classes.spacer} />
                {end}
              </div>
            </NavbarToneContext.Provider>
          )}
          {menu && <div className={classes.menuRow}>{menu}</div>}
        </div>
      </div>
    </header>
  )
}
