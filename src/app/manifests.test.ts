import { describe, expect, it } from 'vitest'
import { hasIcon } from '@/shared/layout/icons'
import { allPages, manifests } from './manifests'

describe('manifest list', () => {
  it('names only icons the menu can draw', () => {
    const unknown = manifests
      .flatMap((manifest) => [manifest.icon, ...manifest.pages.map((page) => page.icon)])
      .filter((icon) => !hasIcon(icon))
    expect(unknown).toEqual([])
  })
})

describe('pages', () => {
  // Bookmarks keep a page's id, the menu and the titles its target: two pages sharing one would
  // each open or show the other, and nothing else would fail.
  it.each(['id', 'target'] as const)('each have their own %s', (field) => {
    const values = allPages.map((page) => page[field])
    expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([])
  })
})
