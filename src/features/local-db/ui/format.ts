/** Formatting for the settings screen: localised numbers, sizes, dates and table names. */
import { saveFile } from '@/shared/ui/save-file'

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

export function formatBytes(bytes: number, locale: string): string {
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit += 1
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}

export const formatNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale).format(value)

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** `invoiceClients` → `Invoice clients`: the fallback for tables without a translated name. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** `corredor-backup-YYYY-MM-DD.json`, by the local calendar date. */
export function backupFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `corredor-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`
}

export function downloadJson(document: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), fileName)
}
