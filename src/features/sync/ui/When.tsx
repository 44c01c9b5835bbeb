import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/shared/format/intl'
import { relativeTime } from '@/shared/layout/relative-time'

/** A moment as "5 min ago", its full date and time on hover and for assistive technology. */
export function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation()
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return <>{iso}</>
  const full = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  )
  return (
    <time dateTime={iso} title={full}>
      {relativeTime(iso, i18n.language)}
    </time>
  )
}
