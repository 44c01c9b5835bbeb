import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { relativeTime } from '@/shared/layout/relative-time'

/** Counts, shares, days and post times in the reader's language. */
export function useProfileFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language || 'en'
  const whole = new Intl.NumberFormat(lang)
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })
  const full = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' })
  return {
    count: (value: number) => whole.format(value),
    /** `result` is whole percent (37 → "37 %" in French). */
    percent: (value: number) => percent.format(value / 100),
    day: (day: string) => formatDay(day, lang),
    /** "3 days ago" beside the post; the full date and time in its tooltip. */
    ago: (iso: string) => relativeTime(iso, lang),
    when: (iso: string) => full.format(new Date(iso)),
  }
}
