import { DirectionProvider, MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { changeLanguage } from '@/shared/i18n/i18n'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { router } from './router'
import { cssVariablesResolver, theme } from './theme'

/** The skin picks Mantine's colour scheme; direction and language follow the customizer. */
function useDocumentSettings() {
  const { skin, rtl, language } = useCustomizer()
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr'
  }, [rtl])
  useEffect(() => {
    void changeLanguage(language)
  }, [language])
  return skin === 'dark' ? 'dark' : 'light'
}

export function App() {
  const colorScheme = useDocumentSettings()
  const rtl = useCustomizer((state) => state.rtl)
  // Mantine's components that compute positions in JS read the direction from this provider;
  // it follows the `dir` attribute set above.
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'}>
      <MantineProvider
        theme={theme}
        forceColorScheme={colorScheme}
        cssVariablesResolver={cssVariablesResolver}
      >
        <RouterProvider router={router} />
      </MantineProvider>
    </DirectionProvider>
  )
}
