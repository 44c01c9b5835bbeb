import type { EmailLabel } from '../email.schema'

export const LABEL_COLORS: Record<EmailLabel, string> = {
  private: 'red',
  company: 'blue',
  important: 'orange',
  personal: 'green',
}

/** The text of an HTML body, tags and entities gone, for the list's one-line excerpt. */
export function excerpt(html: string, length = 90): string {
  // A space before every tag keeps paragraphs from running into each other.
  const doc = new DOMParser().parseFromString(html.replace(/</g, ' <'), 'text/html')
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}

/** Today: the hour; otherwise the day. */
export function listTime(iso: string, language: string): string {
  const date = new Date(iso)
  const sameDay = date.toDateString() === new Date().toDateString()
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date)
}

export const fullTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
