/**
 * A picked file becomes a featured image the API keeps: decoded by the browser (so only real
 * images pass), scaled to fit 1200 × 800, and encoded as a JPEG data URL small enough for it.
 */
import { UPLOAD_MAX } from '../blog.schema'

const MAX_WIDTH = 1200
const MAX_HEIGHT = 800
/** Past this the file is not even decoded: no phone photo is this large. */
export const FILE_MAX = 20 * 1024 * 1024

export type ResizeFailure = 'not-image' | 'too-large'

export class ResizeError extends Error {
  constructor(readonly reason: ResizeFailure) {
    super(reason)
    this.name = 'ResizeError'
  }
}

async function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  const img = new Image()
  img.src = url
  try {
    await img.decode()
    return img
  } catch {
    throw new ResizeError('not-image')
  } finally {
    URL.revokeObjectURL(url)
  }
}

export async function resizeImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ResizeError('not-image')
  if (file.size > FILE_MAX) throw new ResizeError('too-large')
  const img = await decode(file)
  // An SVG without a size of its own draws at the frame's.
  const width = img.naturalWidth || MAX_WIDTH
  const height = img.naturalHeight || MAX_WIDTH / 2
  const scale = Math.min(1, MAX_WIDTH / width, MAX_HEIGHT / height)
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new ResizeError('not-image')
  // JPEG has no transparency: a transparent picture sits on white, not black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(img, 0, 0, canvas.width, canvas.height)
  for (const quality of [0.85, 0.7, 0.5]) {
    const url = canvas.toDataURL('image/jpeg', quality)
    if (url.length <= UPLOAD_MAX) return url
  }
  throw new ResizeError('too-large')
}
