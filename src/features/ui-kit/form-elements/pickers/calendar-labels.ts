import type { CalendarAriaLabels } from '@mantine/dates'
import type { TFunction } from 'i18next'

const CONTROLS = [
  'monthLevelControl',
  'yearLevelControl',
  'nextMonth',
  'previousMonth',
  'nextYear',
  'previousYear',
  'nextDecade',
  'previousDecade',
] as const satisfies readonly (keyof CalendarAriaLabels)[]

/** The calendar's buttons named in the reader's language (Mantine leaves them unnamed). */
export const calendarLabels = (t: TFunction): CalendarAriaLabels =>
  Object.fromEntries(
    CONTROLS.map((control) => [control, t(`uiKit.form-elements-pickers.calendar.${control}`)]),
  )
