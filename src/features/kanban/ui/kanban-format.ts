/** Small display helpers of the board: label colours, dates, file sizes, files as data URLs. */
import dayjs from 'dayjs'

const KNOWN: Record<string, string> = {
  Claims: 'red',
  Renewals: 'blue',
  Underwriting: 'teal',
  Compliance: 'grape',
  Marketing: 'orange',
  Customer: 'indigo',
  Urgent: 'pink',
}
const PALETTE = ['cyan', 'green', 'violet', 'yellow', 'lime', 'blue', 'grape', 'teal']

/** Known labels keep their colour; any other label gets a stable one from its text. */
export function labelColor(label: string): string {
  const known = KNOWN[label]
  if (known) return known
  let hash = 0
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTE[hash % PALETTE.length] ?? 'gray'
}

/** A due date as a calendar day (`YYYY-MM-DD`) in the viewer's time zone. */
export const dayOf = (dueDate: string) => dayjs(dueDate).format('YYYY-MM-DD')

export const formatDay = (dueDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(dueDate))

/** Stored at noon UTC, so every time zone between -11 and +11 reads the same day. */
export const dueDateFromDay = (day: string) => `${day}T12:00:00.000Z`

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export const isImageFile = (file: File) =>
  /^image\/(png|jpe?g|gif|webp|svg\+xml|avif)$/.test(file.type)

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsDataURL(file)
  })
}

/** The icon a non-image attachment shows, by its extension. */
export function fileIcon(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? ''
  if (ext === 'pdf') return '/images/kanban/file-pdf.svg'
  if (['doc', 'docx', 'odt', 'rtf', 'txt'].includes(ext)) return '/images/kanban/file-doc.svg'
  if (['xls', 'xlsx', 'ods', 'csv'].includes(ext)) return '/images/kanban/file-xls.svg'
  return '/images/kanban/file-file.svg'
}

/** A board id made from its title, unique among the ids given. */
export function boardIdFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'board'
  let id = base
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`
  return id
}
