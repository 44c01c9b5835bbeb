import { describe, expect, it } from 'vitest'
import { listPage, listSearchSchema, nextSearch, type ListSearch } from './list-search'

describe('listSearchSchema', () => {
  it('parses numbers from the URL and drops what does not parse', () => {
    expect(listSearchSchema.parse({ q: 'ana', page: '3', perPage: '25', sort: 'desc' })).toEqual({
      q: 'ana',
      page: 3,
      perPage: 25,
      sort: 'desc',
    })
    expect(
      listSearchSchema.parse({ page: '-1', perPage: '7', sort: 'sideways', sortColumn: 'id' }),
    ).toEqual({ sortColumn: 'id' })
  })

  it('keeps a search for digits, which the router hands over as a number', () => {
    expect(listSearchSchema.parse({ q: 2565 })).toEqual({ q: '2565' })
  })

  it('takes filters when a route extends it', () => {
    const schema = listSearchSchema.extend({ status: listSearchSchema.shape.q })
    expect(schema.parse({ status: 'paid', page: '2' })).toEqual({ status: 'paid', page: 2 })
  })
})

describe('listPage', () => {
  it('fills in the defaults the endpoint takes', () => {
    expect(listPage({}, { column: 'id', direction: 'desc' })).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      sort: 'desc',
      sortColumn: 'id',
    })
    expect(
      listPage({ q: '  ana ', page: 2, sort: 'asc' }, { column: 'id', direction: 'desc' }),
    ).toMatchObject({ q: 'ana', page: 2, sort: 'asc', sortColumn: 'id' })
  })
})

describe('nextSearch', () => {
  it('goes back to page 1 when anything but the page changes, and keeps defaults out', () => {
    const search: ListSearch = { q: 'ana', page: 4, perPage: 25 }
    expect(nextSearch(search, { sortColumn: 'client.name', sort: 'asc' })).toEqual({
      q: 'ana',
      perPage: 25,
      sortColumn: 'client.name',
      sort: 'asc',
    })
    expect(nextSearch(search, { page: 5 })).toEqual({ q: 'ana', page: 5, perPage: 25 })
    expect(nextSearch(search, { page: 1, perPage: 10, q: ' ' })).toEqual({})
  })
})
