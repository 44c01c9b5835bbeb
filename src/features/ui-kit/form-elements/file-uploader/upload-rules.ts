/**
 * The uploader's rules and the words it says about a refused file: sizes in the reader's format
 * (`3.1 MB`, `3,1 MB`), and each refusal as a translation key with its values, so the page says
 * exactly why (too large and by how much, not an accepted type, one file too many).
 */
import type { FileRejection, FileWithPath } from '@mantine/dropzone'

export const MEGABYTE = 1024 * 1024
/** Claim documents: photos of the damage and PDFs (reports, invoices). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf']
export const MAX_BYTES = 2 * MEGABYTE
export const MAX_FILES = 5

/** A file size in the reader's language: bytes, kB or MB, one decimal at most. */
export function formatSize(bytes: number, language: string): string {
  const [unit, amount] =
    bytes >= MEGABYTE
      ? (['megabyte', bytes / MEGABYTE] as const)
      : bytes >= 1024
        ? (['kilobyte', bytes / 1024] as const)
        : (['byte', bytes] as const)
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    // "512 byte" reads oddly: bytes take the narrow form (512B, 512 o), kB and MB the short one.
    unitDisplay: unit === 'byte' ? 'narrow' : 'short',
    maximumFractionDigits: 1,
  }).format(amount)
}

export interface Refusal {
  /** Under the page's `errors.` strings. */
  key: 'tooLarge' | 'badType' | 'tooMany'
  values: Record<string, string | number>
}

/** Why Dropzone refused a file, in the page's words (one line per reason). */
export function refusalsOf(rejection: FileRejection, language: string): Refusal[] {
  const { file } = rejection
  const reasons = rejection.errors.map((error): Refusal | null => {
    if (error.code === 'file-too-large')
      return {
        key: 'tooLarge',
        values: { size: formatSize(file.size, language), limit: formatSize(MAX_BYTES, language) },
      }
    if (error.code === 'file-invalid-type') return { key: 'badType', values: {} }
    if (error.code === 'too-many-files') return { key: 'tooMany', values: { max: MAX_FILES } }
    return null
  })
  return reasons.filter((reason) => reason !== null)
}

/**
 * Accepted files beyond the list's room: the first ones fill it, the rest are refused as one too
 * many, in the shape Dropzone gives its own refusals.
 */
export function admit(files: FileWithPath[], kept: number, max = MAX_FILES) {
  const room = Math.max(0, max - kept)
  return {
    taken: files.slice(0, room),
    refused: files.slice(room).map((file): FileRejection => ({
      file,
      errors: [{ code: 'too-many-files', message: `At most ${max} files` }],
    })),
  }
}
