import { useTranslation } from 'react-i18next'
import { relativeTime } from '@/shared/layout/relative-time'

const WEEK = 7 * 24 * 3600 * 1000

/** Days, times and counts in the reader's language. */
export function useBlogFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language || 'en'
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' })
  const full = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' })
  const whole = new Intl.NumberFormat(lang)
  return {
    day: (iso: string) => day.format(new Date(iso)),
    when: (iso: string) => full.format(new Date(iso)),
    /** "3 days ago" for a recent comment, its day for an older one; the full date in its tooltip. */
    ago: (iso: string) =>
      Date.now() - Date.parse(iso) < WEEK ? relativeTime(iso, lang) : day.format(new Date(iso)),
    count: (value: number) => whole.format(value),
  }
}
