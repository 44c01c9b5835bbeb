import { dateTimeFormat, numberFormat } from '@/shared/format/intl'

/** Figures as the reader's language writes them. */
export const formatMoney = (value: number, language: string) =>
  numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2,
  }).format(value)

export const formatCount = (value: number, language: string) =>
  numberFormat(language, { notation: value >= 100_000 ? 'compact' : 'standard' }).format(value)

export const formatPercent = (value: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The API's English month (`Jan`) as the reader's language shortens it (`ene`, `janv.`). */
export function formatMonth(month: string, language: string): string {
  const index = MONTHS.indexOf(month)
  if (index < 0) return month
  return dateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2020, index, 1)),
  )
}

/**
 * A chart category from the API in the reader's language: an English month or weekday (`Mon`)
 * is translated, anything else (a product, a device) is data and stays as it is.
 */
export function formatCategory(category: string, language: string): string {
  const weekday = WEEKDAYS.indexOf(category)
  if (weekday < 0) return formatMonth(category, language)
  // 2024-01-01 was a Monday.
  return dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday)),
  )
}

/** Money on an axis: short (`$25K`), whole units. */
export const formatMoneyShort = (value: number, language: string) =>
  numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value)
