/**
 * The UI kit's tables as a user works them: the advanced data table searched, sorted, filtered,
 * paged, a row opened and rows selected for export, all answered by the worker's
 * `/api/datatables/data`; the basic data table's page size; and the plain table's borders and
 * sizes. (The export's file itself is read back in e2e/ui-kit-tables.spec.ts.)
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { bodyRows, columnCells, fill, pick } from '../support/queries'

setUpFlows()

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent?.trim() ?? '')
/** The names, row by row: the first line of the name cell (the e-mail is the second). */
const names = (table: HTMLElement) =>
  columnCells(table, /^Name/).map((cell) => cell.querySelector('p')?.textContent ?? '')
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''))

describe('UI kit data tables', () => {
  it('the advanced table searches, sorts, filters, pages, opens a row and selects for export', async () => {
    const app = await openApp('/datatables/advanced')
    await heading('Advanced Datatable')
    const table = await screen.findByRole('table', { name: 'Staff and contacts' })
    const section = table.closest('section')!
    // By name, A to Z, whatever the accents (Álvaro among the A's).
    await waitFor(() => expect(names(table)).toHaveLength(10))
    const first = names(table)
    expect(first.map(fold)).toEqual([...first].map(fold).sort())
    expect(within(section).getByText('1–10 of 100')).toBeInTheDocument()

    // Search: only underwriters, and fewer than all.
    await fill(
      app.user,
      within(section).getByRole('searchbox', { name: /^Search by name/ }),
      'UNDERWRITER',
    )
    await waitFor(() => {
      const posts = texts(columnCells(table, /^Post/))
      expect(posts.length).toBeGreaterThan(0)
      expect(new Set(posts)).toEqual(new Set(['Underwriter']))
    })
    const range = () => within(section).getByText(/^\d+–\d+ of \d+$/).textContent ?? ''
    const found = Number(range().split(' of ')[1])
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(100)

    // Sort by salary: ascending, then descending.
    const salaries = () =>
      columnCells(table, /^Salary/).map((cell) => amount(cell.textContent ?? ''))
    await app.user.click(within(table).getByRole('button', { name: /^Salary/ }))
    await waitFor(() => expect(salaries()).toEqual([...salaries()].sort((a, b) => a - b)))
    await app.user.click(within(table).getByRole('button', { name: /^Salary/ }))
    await waitFor(() => {
      const values = salaries()
      expect(values).toEqual([...values].sort((a, b) => b - a))
      expect(values[0]).toBeGreaterThan(values.at(-1)!)
    })

    // The search cleared, a status: every row Rejected; then the second page.
    await app.user.click(within(section).getByRole('button', { name: 'Clear search' }))
    await pick(app.user, section, 'Status', 'Rejected')
    await waitFor(() => {
      const statuses = texts(columnCells(table, /^Status/))
      expect(statuses).toHaveLength(10)
      expect(new Set(statuses)).toEqual(new Set(['Rejected']))
    })
    const onFirstPage = names(table)
    await app.user.click(within(section).getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(range()).toMatch(/^11–/))
    await waitFor(() => expect(names(table)).not.toEqual(onFirstPage))
    expect(new Set(texts(columnCells(table, /^Status/)))).toEqual(new Set(['Rejected']))

    // A row opens on the person's details, by its own button.
    const person = names(table)[0]!
    const toggle = within(table).getByRole('button', { name: `Details of ${person}` })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await app.user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const summary = await within(table).findByText(new RegExp(`^${person} has worked as`))
    await waitFor(() => expect(summary).toBeVisible())

    // Two rows selected: the export offers exactly them.
    const rows = bodyRows(table).filter((row) => within(row).queryByRole('checkbox'))
    await app.user.click(within(rows[0]!).getByRole('checkbox'))
    await app.user.click(within(rows[1]!).getByRole('checkbox'))
    expect(within(section).getByText('2 selected')).toBeInTheDocument()
    await app.user.click(within(section).getByRole('button', { name: 'Export' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export rows' })
    expect(within(dialog).getByRole('radio', { name: 'The selected rows (2)' })).toBeChecked()
    const fileName = within(dialog).getByRole('textbox', { name: 'File name' })
    expect((fileName as HTMLInputElement).value).toMatch(/^agency-people-\d{4}-\d{2}-\d{2}$/)
  })

  it('the basic table pages 25 at a time and its second table starts with the highest salary', async () => {
    const app = await openApp('/datatables/basic')
    await heading('Basic Datatable')
    // The tables replace their skeletons once the first pages come.
    const people = await screen.findByRole('table', { name: 'Staff and contacts' })
    const salaries = await screen.findByRole('table', { name: 'Salary review' })
    const section = people.closest('section')!
    await waitFor(() => expect(bodyRows(people)).toHaveLength(10))
    // mantine-datatable's page size is a menu button beside its label.
    const sizes = within(section).getByText('Rows per page').parentElement!
    await app.user.click(within(sizes).getByRole('button'))
    await app.user.click(await screen.findByRole('menuitem', { name: '25' }))
    await waitFor(() => expect(bodyRows(people)).toHaveLength(25))
    expect(within(section).getByText('1–25 of 100')).toBeInTheDocument()
    await app.user.click(within(section).getByRole('button', { name: '4' }))
    await waitFor(() => expect(within(section).getByText('76–100 of 100')).toBeInTheDocument())
    await waitFor(() => expect(columnCells(salaries, /^Salary/)).toHaveLength(10))
    const values = columnCells(salaries, /^Salary/).map((cell) => amount(cell.textContent ?? ''))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })
})

describe('UI kit table', () => {
  it('shows the renewals in the reader’s format, and its borders and sizes switch', async () => {
    const app = await openApp('/tables/basic')
    await heading('Table')
    const renewals = await screen.findByRole('table', {
      name: 'Policies renewing in December 2026',
    })
    expect(within(renewals).getByText('€14,880.00')).toBeInTheDocument()
    expect(within(renewals).getByText('Dec 3, 2026')).toBeInTheDocument()
    expect(within(renewals).getAllByText('Lapsed')).toHaveLength(1)

    const bordered = screen.getByRole('table', { name: 'A bordered table' })
    const cell = () => within(bordered).getByRole('columnheader', { name: 'Client' })
    expect(cell()).toHaveAttribute('data-with-column-border')
    await app.user.click(screen.getByRole('switch', { name: 'Column borders' }))
    expect(cell()).not.toHaveAttribute('data-with-column-border')

    await app.user.click(screen.getByRole('radio', { name: 'LG' }))
    expect(screen.getByRole('table', { name: 'Rows at size LG' })).toBeInTheDocument()
  })
})
