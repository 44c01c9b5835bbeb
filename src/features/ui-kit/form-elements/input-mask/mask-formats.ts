/**
 * Masks that follow the reader's language: a date typed in the order and with the separator the
 * language writes it, and the separators a number is grouped with.
 */

export interface DateMask {
  /** For MaskInput: `99/99/9999`, `99.99.9999`. */
  mask: string
  /** The same pattern in letters, shown in empty slots: `DD/MM/YYYY`, `TT.MM.JJJJ`. */
  hint: string
}

/** The letters each part of a date is hinted with in the reader's language. */
export interface DateLetters {
  day: string
  month: string
  year: string
}

const REFERENCE = new Date(Date.UTC(2026, 10, 25))

export function dateMaskFor(language: string, letters: DateLetters): DateMask {
  const parts = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(REFERENCE)
  let mask = ''
  let hint = ''
  for (const part of parts) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') {
      const slots = part.type === 'year' ? 4 : 2
      mask += '9'.repeat(slots)
      hint += letters[part.type].padEnd(slots, letters[part.type].slice(-1)).slice(0, slots)
    } else if (part.type === 'literal') {
      // Some languages put spaces or marks around the separator; the mask keeps its one sign.
      const separator = part.value.trim().charAt(0) || '/'
      mask += separator
      hint += separator
    }
  }
  return { mask, hint }
}

export interface NumberSeparators {
  thousands: string
  decimal: string
}

export function numberSeparatorsFor(language: string): NumberSeparators {
  const parts = new Intl.NumberFormat(language, { useGrouping: 'always' }).formatToParts(12345.6)
  return {
    thousands: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}
