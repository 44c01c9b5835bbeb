import { describe, expect, it } from 'vitest'
import { parentState, toggleAll } from './parent-state'

describe('parentState', () => {
  it('reads all, some and none of a list', () => {
    expect(parentState(4, 4)).toEqual({ checked: true, indeterminate: false })
    expect(parentState(2, 4)).toEqual({ checked: false, indeterminate: true })
    expect(parentState(0, 4)).toEqual({ checked: false, indeterminate: false })
    expect(parentState(0, 0)).toEqual({ checked: false, indeterminate: false })
  })
})

describe('toggleAll', () => {
  it('checks every item from none or some, and clears them from all', () => {
    expect(toggleAll([], ['a', 'b'])).toEqual(['a', 'b'])
    expect(toggleAll(['b'], ['a', 'b'])).toEqual(['a', 'b'])
    expect(toggleAll(['a', 'b'], ['a', 'b'])).toEqual([])
  })
})
