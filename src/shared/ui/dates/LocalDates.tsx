/**
 * Every date picker in the app speaks the interface language and starts its week where the big
 * calendar does: Sunday in English, Monday elsewhere. dayjs needs each locale loaded once.
 */
import 'dayjs/locale/de'
import 'dayjs/locale/es'
import 'dayjs/locale/fr'
import 'dayjs/locale/pt'
import '@mantine/dates/styles.layer.css'
import './dates.css'
import { DatesProvider } from '@mantine/dates'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export const firstDayOfWeek = (language: string) => (language === 'en' ? 0 : 1)

export function LocalDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: firstDayOfWeek(language) }}>
      {children}
    </DatesProvider>
  )
}
