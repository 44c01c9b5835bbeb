import { describe, expect, it } from 'vitest'
import { SEED_STAGES, type Stages } from './dnd-demo.data'
import {
  dropCard,
  moveAcross,
  placeOver,
  reorder,
  stageOf,
  validOrder,
  validStages,
} from './dnd-order'

const stages: Stages = { toContact: ['a', 'b', 'c'], quoted: ['d', 'e'], renewed: [] }
const ids = ['a', 'b', 'c', 'd', 'e']

describe('the sortable list', () => {
  it('moves an item to the place of the one it is dropped on, either way', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
    expect(reorder(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
  })

  it('leaves the order alone for a drop on itself or on nothing it knows', () => {
    expect(reorder(['a', 'b'], 'a', 'a')).toEqual(['a', 'b'])
    expect(reorder(['a', 'b'], 'a', 'z')).toEqual(['a', 'b'])
  })
})

describe('cards between stages', () => {
  it('finds the stage of a card, or the stage named', () => {
    expect(stageOf(stages, 'd')).toBe('quoted')
    expect(stageOf(stages, 'renewed')).toBe('renewed')
    expect(stageOf(stages, 'z')).toBeUndefined()
  })

  it('takes a card over another stage’s card to its place, and over an empty stage to its end', () => {
    expect(moveAcross(stages, 'b', 'e')).toEqual({
      toContact: ['a', 'c'],
      quoted: ['d', 'b', 'e'],
      renewed: [],
    })
    expect(moveAcross(stages, 'a', 'renewed')).toEqual({
      toContact: ['b', 'c'],
      quoted: ['d', 'e'],
      renewed: ['a'],
    })
  })

  it('changes nothing while the card stays in its own stage', () => {
    expect(moveAcross(stages, 'a', 'c')).toBe(stages)
    expect(moveAcross(stages, 'a', 'toContact')).toBe(stages)
  })

  it('reorders within the stage on the drop, and keeps a drop on itself or the stage', () => {
    expect(dropCard(stages, 'a', 'c').toContact).toEqual(['b', 'c', 'a'])
    expect(dropCard(stages, 'a', 'a')).toEqual(stages)
    expect(dropCard(stages, 'a', 'toContact')).toBe(stages)
    expect(dropCard(stages, 'a', null)).toBe(stages)
  })
})

describe('a saved state read back', () => {
  it('keeps a saved order that still holds every item once', () => {
    expect(validOrder(['c', 'a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b'])
  })

  it('falls back for a missing, partial, repeated or foreign order', () => {
    const fallback = ['a', 'b', 'c']
    expect(validOrder(undefined, fallback, fallback)).toEqual(fallback)
    expect(validOrder(['a', 'b'], fallback, fallback)).toEqual(fallback)
    expect(validOrder(['a', 'a', 'b'], fallback, fallback)).toEqual(fallback)
    expect(validOrder(['a', 'b', 'z'], fallback, fallback)).toEqual(fallback)
  })

  it('keeps saved stages only when every card sits in exactly one', () => {
    const moved = { toContact: ['c'], quoted: ['d', 'a', 'e'], renewed: ['b'] }
    expect(validStages(moved, ids, stages)).toEqual(moved)
    expect(validStages({ ...moved, renewed: [] }, ids, stages)).toEqual(stages)
    expect(validStages({ ...moved, renewed: ['b', 'a'] }, ids, stages)).toEqual(stages)
    expect(validStages('nonsense', ids, SEED_STAGES)).toEqual(SEED_STAGES)
  })
})

describe('what a screen reader hears', () => {
  it('names the place a card would take, in its own stage or another', () => {
    expect(placeOver(stages, 'a', 'c')).toEqual({ stage: 'toContact', position: 3, total: 3 })
    expect(placeOver(stages, 'a', 'a')).toEqual({ stage: 'toContact', position: 1, total: 3 })
    expect(placeOver(stages, 'a', 'e')).toEqual({ stage: 'quoted', position: 2, total: 3 })
    expect(placeOver(stages, 'a', 'renewed')).toEqual({ stage: 'renewed', position: 1, total: 1 })
  })
})
