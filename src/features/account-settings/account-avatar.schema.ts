/**
 * The account's picture, as the API takes it: an image of the app (`/images/…`, the seed's), an
 * uploaded one as a data URL, or none (the initials stand in). An upload must really be a PNG,
 * JPEG, WebP or GIF (its first bytes are read, not only its declared type) and at most 2 MB; the
 * page resizes a picked file to at most 256 px before sending it, so it stays far below that.
 */
import { z } from 'zod'

/** The largest upload the API keeps, in bytes of the decoded picture (and of a picked file). */
export const AVATAR_BYTES_MAX = 2 * 1024 * 1024
/** The longest side the page resizes a picture to. */
export const AVATAR_SIDE = 256

export const AVATAR_TOO_LARGE = 'The picture must be at most 2 MB'
export const AVATAR_NOT_IMAGE = 'The file is not an image (PNG, JPEG, WebP or GIF)'

const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/

/** The bytes each format starts with (WebP: "RIFF", four bytes of size, then "WEBP"). */
const SIGNATURES: Record<string, (bytes: number[]) => boolean> = {
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  webp: (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
}

/** How many bytes a base64 text decodes to. */
export const base64Bytes = (text: string): number =>
  Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0)

/** Why a data URL is not an avatar the API keeps, or null when it is one. */
export function avatarProblem(value: string): string | null {
  const match = DATA_URL.exec(value)
  if (!match) return AVATAR_NOT_IMAGE
  const [, type = '', data = ''] = match
  if (base64Bytes(data) > AVATAR_BYTES_MAX) return AVATAR_TOO_LARGE
  let head: number[]
  try {
    head = Array.from(atob(data.slice(0, 16)), (c) => c.charCodeAt(0))
  } catch {
    return AVATAR_NOT_IMAGE
  }
  return SIGNATURES[type]?.(head) ? null : AVATAR_NOT_IMAGE
}

const APP_IMAGE = /^\/images\/[\w./-]{1,190}$/
/** A 2 MB picture is about 2.8 million characters of base64: past that it is not even read. */
const LENGTH_MAX = Math.ceil((AVATAR_BYTES_MAX * 4) / 3) + 32

export const avatarSchema = z.string().superRefine((value, ctx) => {
  if (value === '' || APP_IMAGE.test(value)) return
  const problem = value.length > LENGTH_MAX ? AVATAR_TOO_LARGE : avatarProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
