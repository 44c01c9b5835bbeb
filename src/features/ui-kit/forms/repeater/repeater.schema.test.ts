import { describe, expect, it } from 'vitest'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import {
  driversSchema,
  isEmptyItem,
  repeaterSchema,
  totalValue,
  type ItemValues,
} from './repeater.schema'

const validate = schemaValidate(repeaterSchema)
const item = (id: string, name: string, value: number | string = 1200): ItemValues => ({
  id,
  name,
  category: 'electronics',
  value,
})

describe('the insured items list', () => {
  it('checks each row and names the field in error by its row', () => {
    expect(validate({ items: [item('a', 'Laptop'), item('b', 'Ring', 900)] })).toEqual({})
    const blank: ItemValues = { id: 'c', name: '', category: null, value: '' }
    expect(validate({ items: [item('a', 'Laptop'), blank] })).toEqual({
      'items.1.name': 'required',
      'items.1.category': 'required',
      'items.1.value': 'required',
    })
    expect(validate({ items: [item('a', 'Laptop', 20)] })).toEqual({
      'items.0.value': 'valueRange',
    })
  })

  it('wants at least one item, no name twice and a total within the limit', () => {
    expect(validate({ items: [] })).toEqual({ items: 'atLeastOne' })
    expect(validate({ items: [item('a', 'Laptop'), item('b', ' laptop ')] })).toEqual({
      'items.1.name': 'duplicate',
    })
    const dear = ['A', 'B'].map((name) => item(name, `Painting ${name}`, 14000))
    expect(validate({ items: dear })).toEqual({ items: 'overLimit' })
  })

  it('adds up typed values and knows an untouched row', () => {
    expect(totalValue([item('a', 'x', 1200), item('b', 'y', ''), item('c', 'z', 300)])).toBe(1500)
    expect(isEmptyItem({ id: 'd', name: ' ', category: null, value: '' })).toBe(true)
    expect(isEmptyItem({ id: 'd', name: '', category: 'art', value: '' })).toBe(false)
  })
})

describe('the named drivers', () => {
  const validate = schemaValidate(driversSchema(2026))
  it('wants one to four drivers, each licensed between 1950 and this year', () => {
    const driver = { id: 'a', name: 'Diego Ramírez', licensed: 2010 }
    expect(validate({ drivers: [driver] })).toEqual({})
    expect(validate({ drivers: [] })).toEqual({ drivers: 'atLeastOne' })
    expect(validate({ drivers: [{ ...driver, licensed: 2027 }] })).toEqual({
      'drivers.0.licensed': 'licensedRange',
    })
    expect(validate({ drivers: Array(5).fill(driver) })).toEqual({ drivers: 'tooMany' })
  })
})
