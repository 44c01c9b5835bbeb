/**
 * The invoice list's search and sort, in the URL and after a reload (moved from
 * e2e/invoice.spec.ts).
 */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { columnCells, fill } from '../support/queries'

setUpFlows()

const LIST = '/apps/invoice/list'
const table = () => screen.getByRole('table', { name: 'Invoices' })
/** The clients' names, row by row: the first line of the client cell (its email is the second). */
const clientNames = () =>
  columnCells(table(), /^Client/).map((cell) => cell.querySelector('p')?.textContent ?? '')

describe('invoices', () => {
  it('searches "paid": only paid or zero-balance invoices, after a reload too', async () => {
    const app = await openApp(LIST)
    await heading('Invoices')
    await fill(app.user, await screen.findByRole('searchbox', { name: 'Search invoices' }), 'paid')
    await waitFor(() => expect(app.location()).toMatch(/q=paid/))
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      // Until the search's page replaces the unfiltered one, rows may still read otherwise.
      await waitFor(() => {
        const balances = columnCells(table(), /^Balance/).map((cell) => cell.textContent)
        expect(balances.length).toBeGreaterThan(0)
        expect(balances.map((text) => text?.trim().toLowerCase())).toEqual(
          balances.map(() => 'paid'),
        )
      })
    }
  })

  it('sorts by client, both ways, after a reload too', async () => {
    const app = await openApp(LIST)
    await heading('Invoices')
    await waitFor(() => expect(clientNames()).toHaveLength(10))
    const sortedBy = (direction: 'asc' | 'desc') => {
      const names = clientNames()
      const sorted = [...names].sort((a, b) => a.localeCompare(b))
      if (direction === 'desc') sorted.reverse()
      expect(names).toHaveLength(10)
      expect(names).toEqual(sorted)
    }
    const header = () => screen.getByRole('button', { name: /^Client/ })
    // A column not sorted yet starts in the list's current direction (descending).
    await app.user.click(header())
    await waitFor(() => expect(app.location()).toMatch(/sortColumn=client\.name&sort=desc/))
    await waitFor(() => sortedBy('desc'))
    expect(clientNames()[0]).toBe('Valentina Rossi')
    await app.user.click(header())
    await waitFor(() => expect(app.location()).toMatch(/sortColumn=client\.name&sort=asc/))
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await waitFor(() => sortedBy('asc'))
      expect(clientNames()[0]).toBe('Anna Schmidt')
    }
  })
})
