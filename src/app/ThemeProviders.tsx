import { DirectionProvider, MantineProvider, type MantineThemeOverride } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { cssVariablesResolver, theme } from '@/shared/ui/theme'

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
  const skin = useCustomizer((state) => state.skin)
  const rtl = useCustomizer((state) => state.rtl)
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr'
  }, [rtl])
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'}>
      <MantineProvider
        theme={chosen}
        forceColorScheme={skin === 'dark' ? 'dark' : 'light'}
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  )
}
