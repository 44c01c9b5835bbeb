/**
 * A picked file becomes the avatar the API keeps: refused past 2 MB or when it is not an image
 * (the browser must decode it), then scaled to fit 256 × 256 and encoded as a JPEG data URL of a
 * few kilobytes.
 */
import { AVATAR_BYTES_MAX, AVATAR_SIDE } from '../../account-avatar.schema'

export type AvatarFailure = 'not-image' | 'too-large'

export class AvatarError extends Error {
  constructor(readonly reason: AvatarFailure) {
    super(reason)
    this.name = 'AvatarError'
  }
}

/** The size that fits within `max` × `max`, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max = AVATAR_SIDE) {
  const scale = Math.min(1, max / width, max / height)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** Whether the file may be read at all: an image type, at most 2 MB. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFailure | null {
  if (!file.type.startsWith('image/')) return 'not-image'
  if (file.size > AVATAR_BYTES_MAX) return 'too-large'
  return null
}

async function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  const img = new Image()
  img.src = url
  try {
    await img.decode()
    return img
  } catch {
    throw new AvatarError('not-image')
  } finally {
    URL.revokeObjectURL(url)
  }
}

export async function resizeAvatar(file: File): Promise<string> {
  const refused = checkAvatarFile(file)
  if (refused) throw new AvatarError(refused)
  const img = await decode(file)
  // An SVG without a size of its own draws at the frame's.
  const size = fitWithin(img.naturalWidth || AVATAR_SIDE, img.naturalHeight || AVATAR_SIDE)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new AvatarError('not-image')
  // JPEG has no transparency: a transparent picture sits on white, not black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(img, 0, 0, size.width, size.height)
  return canvas.toDataURL('image/jpeg', 0.9)
}
