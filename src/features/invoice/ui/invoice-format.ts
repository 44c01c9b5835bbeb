/** How invoices read on screen: money, days, statuses, initials. */
import type { MantineColor } from '@mantine/core'
import { balanceValue, type Balance, type InvoiceStatus } from '../invoice.schema'

export const formatMoney = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value)

export const formatBalance = (balance: Balance, language: string) =>
  formatMoney(balanceValue(balance), language)

export { formatDay } from '@/shared/format/day'

export const formatMoment = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )

/** Shade 8 keeps white text above 4.5:1 on every status colour. */
export const STATUS_COLOR: Record<InvoiceStatus, MantineColor> = {
  Paid: 'green',
  Downloaded: 'cyan',
  Sent: 'violet',
  Draft: 'gray',
  'Partial Payment': 'orange',
  'Past Due': 'red',
}

/** The i18n key of a status (`Partial Payment` → `partialPayment`). */
export const statusKey = (status: InvoiceStatus) =>
  status.charAt(0).toLowerCase() +
  status.slice(1).replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase())

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

export const today = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
