import { describe, expect, it } from 'vitest'
import { checkAvatarFile, fitWithin } from './resize-avatar'

describe('the avatar picked', () => {
  it('fits within 256 × 256 keeping its proportions, never enlarged', () => {
    expect(fitWithin(1024, 768)).toEqual({ width: 256, height: 192 })
    expect(fitWithin(300, 1200)).toEqual({ width: 64, height: 256 })
    expect(fitWithin(100, 80)).toEqual({ width: 100, height: 80 })
    expect(fitWithin(5000, 1)).toEqual({ width: 256, height: 1 })
  })

  it('is refused past 2 MB or when it is not an image', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull()
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('too-large')
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('not-image')
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('not-image')
  })
})
