/**
 * How the demo policies read on a page, in the reader's language: each page carries the names of
 * the lines of business and statuses in its own strings (`uiKit.<page>.lines.motor`).
 */
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { formatPremium, type Line, type PolicyStatus } from './demo-policies'

export function usePolicyFormat(page: string) {
  const { t, i18n } = useTranslation(`ui-kit/${page}`, { keyPrefix: `uiKit.${page}` })
  return {
    line: (line: Line) => t(`lines.${line}`),
    status: (status: PolicyStatus) => t(`statuses.${status}`),
    premium: (value: number) => formatPremium(value, i18n.language),
    day: (day: string) => formatDay(day, i18n.language),
  }
}
