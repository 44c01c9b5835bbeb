// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { stubResizeObserver } from '@/test/resize-observer'
import en from './locales/en.json'
import type { ListSearch } from './list-search'
import { ListTable, type ListColumn } from './ListTable'

interface Person {
  id: number
  name: string
  city: string
}

beforeAll(() => {
  stubMatchMedia()
  // mantine-datatable shows a column while its media query (none: "") matches.
  const query = window.matchMedia
  window.matchMedia = (media: string) => ({ ...query(media), matches: media === '' })
  stubResizeObserver()
  i18n.addResourceBundle('en', 'data-table', en, true, true)
})
afterEach(cleanup)

const people: Person[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  city: index % 2 ? 'Madrid' : 'Lisboa',
}))
const columns: ListColumn<Person>[] = [
  { accessor: 'name', title: 'Name', sortable: true },
  { accessor: 'city', title: 'City', sortable: true },
]

function Harness({ records, onSearch }: { records?: Person[]; onSearch: (s: ListSearch) => void }) {
  const [search, setSearch] = useState<ListSearch>({ page: 2 })
  return (
    <MantineProvider>
      <ListTable<Person, ListSearch>
        id="people-test"
        label="People"
        columns={columns}
        records={records}
        total={records?.length ?? 0}
        fetching={false}
        search={search}
        onSearch={(next) => {
          setSearch(next)
          onSearch(next)
        }}
        defaultSort={{ column: 'name', direction: 'asc' }}
        searchLabel="Search people"
        selectable
        empty={{ title: 'No people match', action: <button type="button">Add person</button> }}
      />
    </MantineProvider>
  )
}

describe('ListTable', () => {
  it('shows skeleton rows under the real headers until the first page arrives', () => {
    render(<Harness onSearch={vi.fn()} />)
    const table = screen.getByRole('table', { name: 'Loading rows' })
    expect(within(table).getByText('Name')).toBeTruthy()
    expect(table.getAttribute('aria-busy')).toBe('true')
  })

  it('sorts through the URL, back on page 1', () => {
    const onSearch = vi.fn()
    render(<Harness records={people.slice(0, 10)} onSearch={onSearch} />)
    fireEvent.click(screen.getByText('City'))
    expect(onSearch).toHaveBeenLastCalledWith({ sortColumn: 'city', sort: 'asc' })
  })

  it('labels every selection box and counts the selected rows', () => {
    render(<Harness records={people.slice(0, 10)} onSearch={vi.fn()} />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }))
    expect(screen.getByText('1 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }))
    expect(screen.getByText('10 selected')).toBeTruthy()
  })

  it('offers the next action when nothing matches, and only then', () => {
    render(<Harness records={[]} onSearch={vi.fn()} />)
    expect(screen.getByText('No people match')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add person' })).toBeTruthy()
    cleanup()
    render(<Harness records={people.slice(0, 3)} onSearch={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Add person' })).toBeNull()
  })
})
