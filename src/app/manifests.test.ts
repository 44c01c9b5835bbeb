import { describe, expect, it } from 'vitest'
import { hasIcon } from '@/shared/layout/icons'
import { manifests } from './manifests'

describe('manifest list', () => {
  it('names only icons the menu can draw', () => {
    const unknown = manifests
      .flatMap((manifest) => [manifest.icon, ...manifest.pages.map((page) => page.icon)])
      .filter((icon) => !hasIcon(icon))
    expect(unknown).toEqual([])
  })
})
