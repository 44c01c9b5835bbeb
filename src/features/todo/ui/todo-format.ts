import DOMPurify from 'dompurify'
import type { TodoTag } from '../todo.schema'

export const TAG_COLORS: Record<TodoTag, string> = {
  team: 'blue',
  low: 'teal',
  medium: 'yellow',
  high: 'red',
  update: 'grape',
}

/** Descriptions are HTML as given: cleaned before anything reads or shows them. */
export const cleanHtml = (html: string) => DOMPurify.sanitize(html)

/** The text of a description, tags and entities gone, for the list's one-line excerpt. */
export function excerpt(html: string, length = 110): string {
  if (!html) return ''
  // A space before every tag keeps paragraphs and list items from running together.
  const doc = new DOMParser().parseFromString(cleanHtml(html).replace(/</g, ' <'), 'text/html')
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}

/** The calendar day of a due date (`2026-11-30`), whatever form it was stored in. */
export function dueDay(dueDate: string | null): string | null {
  if (!dueDate) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return dueDate
  const date = new Date(dueDate)
  if (Number.isNaN(date.getTime())) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const today = () => dueDay(new Date().toISOString()) ?? ''

export const isOverdue = (dueDate: string | null) => {
  const day = dueDay(dueDate)
  return day !== null && day < today()
}

export function formatDue(dueDate: string | null, language: string): string | null {
  const day = dueDay(dueDate)
  if (!day) return null
  const [year, month, date] = day.split('-').map(Number)
  const value = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1)
  const sameYear = value.getFullYear() === new Date().getFullYear()
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(value)
}
