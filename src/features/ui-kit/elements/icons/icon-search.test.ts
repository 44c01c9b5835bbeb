import { describe, expect, it } from 'vitest'
import { queryWords, searchIcons } from './icon-search'

const NAMES = [
  'IconArrowLeft',
  'IconArrowLeftBar',
  'IconArrowRight',
  'IconBuildingBank',
  'IconHome',
  'IconHome2',
  'IconHomeFilled',
  'IconSmartHome',
  'IconUmbrella',
]

describe('icon search', () => {
  it('splits a query into words, whatever separates them', () => {
    expect(queryWords('arrow-left')).toEqual(['arrow', 'left'])
    expect(queryWords('  Arrow_LEFT ')).toEqual(['arrow', 'left'])
    expect(queryWords('IconArrowLeft')).toEqual(['icon', 'arrow', 'left'])
    expect(queryWords('  ')).toEqual([])
  })

  it('finds a name by any spelling of its words', () => {
    for (const query of ['arrow left', 'arrow-left', 'ArrowLeft', 'IconArrowLeft', 'left arrow'])
      expect(searchIcons(NAMES, query), query).toEqual(['IconArrowLeft', 'IconArrowLeftBar'])
  })

  it('puts the exact name first, then names starting with the query, then the rest', () => {
    expect(searchIcons(NAMES, 'home')).toEqual([
      'IconHome',
      'IconHome2',
      'IconHomeFilled',
      'IconSmartHome',
    ])
    expect(searchIcons(NAMES, 'bank')).toEqual(['IconBuildingBank'])
  })

  it('lists every icon for an empty query and none for a query nothing matches', () => {
    expect(searchIcons(NAMES, '')).toEqual(NAMES)
    expect(searchIcons(NAMES, 'policy document xyz')).toEqual([])
  })
})
