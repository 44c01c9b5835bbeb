import { describe, expect, it } from 'vitest'
import { checkImageFile, fitWithin } from './resize-image'

const AVATAR = { width: 256, height: 256 }
const FEATURED = { width: 1200, height: 800 }
const fit = (width: number, height: number, box = AVATAR) => fitWithin({ width, height }, box)

describe('a picked picture', () => {
  it('fits within its box keeping its proportions, never enlarged', () => {
    expect(fit(1024, 768)).toEqual({ width: 256, height: 192 })
    expect(fit(300, 1200)).toEqual({ width: 64, height: 256 })
    expect(fit(100, 80)).toEqual({ width: 100, height: 80 })
    expect(fit(5000, 1)).toEqual({ width: 256, height: 1 })
  })

  it('fits a box wider than tall by whichever side reaches it first', () => {
    expect(fit(2400, 1200, FEATURED)).toEqual({ width: 1200, height: 600 })
    expect(fit(1200, 1600, FEATURED)).toEqual({ width: 600, height: 800 })
    expect(fit(640, 480, FEATURED)).toEqual({ width: 640, height: 480 })
  })

  it('is refused past the size read or when it is not an image', () => {
    const max = 2 * 1024 * 1024
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 }, max)).toBeNull()
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, max)).toBe('too-large')
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, max)).toBe('not-image')
    expect(checkImageFile({ type: '', size: 10 }, max)).toBe('not-image')
  })
})
