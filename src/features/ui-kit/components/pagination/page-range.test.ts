import { describe, expect, it } from 'vitest'
import { pageOf, pageRange } from './page-range'

describe('pageRange', () => {
  it('counts the rows of a page and the pages of a list', () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10, total: 95, pages: 10 })
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95, total: 95, pages: 10 })
  })

  it('keeps the page within the list, and an empty list on one empty page', () => {
    expect(pageRange(12, 10, 95)).toMatchObject({ from: 91, to: 95 })
    expect(pageRange(0, 10, 95)).toMatchObject({ from: 1, to: 10 })
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0, pages: 1 })
  })
})

describe('pageOf', () => {
  it('slices the items of a page', () => {
    const items = Array.from({ length: 23 }, (_, index) => index + 1)
    expect(pageOf(items, 3, 10)).toEqual([21, 22, 23])
    expect(pageOf([], 1, 10)).toEqual([])
  })
})
