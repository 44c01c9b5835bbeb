/**
 * A picked file becomes a picture the API keeps: refused when it is not an image (the browser
 * must decode it) or past the size the caller reads, then scaled to fit the caller's box and
 * encoded as a JPEG data URL, at the first quality that keeps it within the caller's limit.
 */

export type ImageFailure = 'not-image' | 'too-large'

export class ImageError extends Error {
  constructor(readonly reason: ImageFailure) {
    super(reason)
    this.name = 'ImageError'
  }
}

export interface Size {
  width: number
  height: number
}

export interface ResizeOptions {
  /** The largest file read at all, in bytes. */
  fileMax: number
  /** The box the picture is scaled down to fit. */
  box: Size
  /** The size an SVG without one of its own draws at. */
  fallback: Size
  /** The JPEG qualities tried in turn, best first. */
  qualities: readonly number[]
  /** The longest data URL the API keeps; past it at the last quality, the file is too large. */
  urlMax?: number
}

/** The size that fits within `box`, keeping the proportions; never enlarged. */
export function fitWithin({ width, height }: Size, box: Size): Size {
  const scale = Math.min(1, box.width / width, box.height / height)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** Whether the file may be read at all: an image type, at most `fileMax` bytes. */
export function checkImageFile(
  file: Pick<File, 'type' | 'size'>,
  fileMax: number,
): ImageFailure | null {
  if (!file.type.startsWith('image/')) return 'not-image'
  if (file.size > fileMax) return 'too-large'
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
    throw new ImageError('not-image')
  } finally {
    URL.revokeObjectURL(url)
  }
}

export async function resizeImage(file: File, options: ResizeOptions): Promise<string> {
  const refused = checkImageFile(file, options.fileMax)
  if (refused) throw new ImageError(refused)
  const img = await decode(file)
  const size = fitWithin(
    {
      width: img.naturalWidth || options.fallback.width,
      height: img.naturalHeight || options.fallback.height,
    },
    options.box,
  )
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new ImageError('not-image')
  // JPEG has no transparency: a transparent picture sits on white, not black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(img, 0, 0, size.width, size.height)
  for (const quality of options.qualities) {
    const url = canvas.toDataURL('image/jpeg', quality)
    if (options.urlMax === undefined || url.length <= options.urlMax) return url
  }
  throw new ImageError('too-large')
}
