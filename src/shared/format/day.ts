import { dateTimeFormat } from './intl'

/**
 * A calendar day from the API (`2026-11-22`) in the reader's language (`Nov 22, 2026`,
 * `22.11.2026`), read as that day in every time zone. Anything that is not a day stays as it came.
 */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
