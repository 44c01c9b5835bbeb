import { DirectionProvider, MantineProvider, type MantineThemeOverride } from '@mantine/core'
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { useCustomizer, type LayoutSettings } from '@/shared/layout/customizer.store'
import { cssVariablesResolver, theme } from '@/shared/ui/theme'

/**
 * A customizer setting, the stored one from the first render on, hydration included: zustand's
 * hook answers the defaults while hydrating, and on the prerendered `/login` (whose inline script
 * applied the stored skin and direction before the first paint) that would switch a dark or
 * right-to-left page to light and left-to-right until the next render.
 */
function useSetting<K extends 'skin' | 'rtl'>(key: K): LayoutSettings[K] {
  const read = () => useCustomizer.getState()[key]
  return useSyncExternalStore(useCustomizer.subscribe, read, read)
}

/**
 * Mantine with the customizer's skin and direction, for the app and the sign-in shell alike.
 * Mantine's components that compute positions in JS read the direction from its provider; it
 * follows the `dir` attribute set here. The app passes its own theme (src/app/app-theme.ts).
 */
export function ThemeProviders({
  children,
  theme: chosen = theme,
}: {
  children: ReactNode
  theme?: MantineThemeOverride
}) {
  const skin = useSetting('skin')
  const rtl = useSetting('rtl')
  const scheme = skin === 'dark' ? 'dark' : 'light'
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr'
  }, [rtl])
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'}>
      <MantineProvider
        theme={chosen}
        forceColorScheme={scheme}
        // Mantine writes its default to the page in a layout effect before the forced one in a
        // passive effect; after a hydration a frame may paint between the two.
        defaultColorScheme={scheme}
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  )
}
