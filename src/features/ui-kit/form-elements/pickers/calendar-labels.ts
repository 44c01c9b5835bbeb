import type { CalendarAriaLabels } from '@mantine/dates'
import type { TFunction } from 'i18next'

const CONTROLS = [
  'nextMonth',
  'previousMonth',
  'nextYear',
  'previousYear',
  'nextDecade',
  'previousDecade',
] as const satisfies readonly (keyof CalendarAriaLabels)[]

/**
 * The calendar's arrow buttons named in the reader's language (Mantine leaves them unnamed). The
 * month and year buttons keep their visible text as their name (axe: label-content-name-mismatch).
 */
export const calendarLabels = (t: TFunction): CalendarAriaLabels =>
  Object.fromEntries(
    CONTROLS.map((control) => [control, t(`uiKit.form-elements-pickers.calendar.${control}`)]),
  )
