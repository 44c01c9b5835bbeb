import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { changeLanguage } from '@/shared/i18n/i18n'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { router } from './router'
import { appTheme } from './app-theme'
import { ThemeProviders } from './ThemeProviders'

/** The app: every route, in the customizer's skin, direction and language. */
export function App() {
  const language = useCustomizer((state) => state.language)
  useEffect(() => {
    void changeLanguage(language)
  }, [language])
  return (
    <ThemeProviders theme={appTheme}>
      <RouterProvider router={router} />
    </ThemeProviders>
  )
}
