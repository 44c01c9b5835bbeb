/** The user list's forms and filters, over the worker's dispatch (moved from e2e/users.spec.ts). */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { bodyRow, bodyRows, fill, pick, statValue } from '../support/queries'

setUpFlows()

const table = () => screen.getByRole('table', { name: 'Users' })
const rows = () => bodyRows(table())
const stat = (id: string) => statValue(`user-stat-${id}`)

describe('users', () => {
  it('adds a user (a taken email refused on its field) and finds them by email, after a reload too', async () => {
    const app = await openApp('/apps/user/list')
    await heading('Users')
    await waitFor(() => expect(stat('total')).toHaveTextContent('50'))
    await app.user.click(screen.getByRole('button', { name: 'Add user' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add user' })
    const field = (label: string) => within(drawer).getByRole('textbox', { name: label })
    await fill(app.user, field('Full name'), 'Ana Beltrán')
    await fill(app.user, field('Username'), 'ana.beltran')
    await fill(app.user, field('Email'), 'lucia.fernandez@corredor.app')
    await fill(app.user, field('Contact'), '+34 600 111 222')
    await fill(app.user, field('Company'), 'Beltrán Seguros')
    await pick(app.user, drawer, 'Country', 'Spain')
    await pick(app.user, drawer, 'Role', 'Editor')
    await pick(app.user, drawer, 'Plan', 'Team')
    await app.user.click(within(drawer).getByRole('button', { name: 'Add user' }))
    expect(await within(drawer).findByText('This email is already in use.')).toBeTruthy()
    await fill(app.user, field('Email'), 'ana.beltran@example.com')
    await app.user.click(within(drawer).getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull())
    await waitFor(() => expect(stat('total')).toHaveTextContent('51'))
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await fill(
        app.user,
        await screen.findByRole('searchbox', { name: 'Search users' }),
        'ana.beltran@example',
      )
      await waitFor(() => expect(app.location()).toContain('q=ana.beltran%40example'))
      await waitFor(() => expect(rows()).toHaveLength(1))
      expect(rows()[0]).toHaveTextContent('Ana Beltrán')
      expect(rows()[0]).toHaveTextContent('Editor')
      await app.visit('/apps/user/list')
    }
  })

  it('filters by role and status in the URL; the view page opens a user', async () => {
    const app = await openApp('/apps/user/list?role=admin&status=active')
    await heading('Users')
    await waitFor(() => expect(bodyRow(table(), 'John Doe')).toBeVisible())
    for (const row of rows()) expect(row).toHaveTextContent('Admin')
    await app.user.click(
      within(bodyRow(table(), 'John Doe')).getByRole('link', { name: 'John Doe' }),
    )
    await waitFor(() => expect(app.location()).toMatch(/\/apps\/user\/view\/1$/))
    expect(await screen.findByTestId('user-profile')).toHaveTextContent('@johndoe')
    // The account tab lists the invoices the user handled as salesperson.
    const handled = await screen.findByRole('table', { name: 'Invoices handled' })
    await waitFor(() => expect(bodyRows(handled)[0]).toBeVisible())
    await app.user.click(within(handled).getAllByRole('link')[0]!)
    await waitFor(() => expect(app.location()).toMatch(/\/apps\/invoice\/preview\/\d+$/))
    expect((await screen.findByText('Salesperson:')).parentElement).toHaveTextContent('John Doe')
    await app.visit('/apps/user/view/999')
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByTestId('user-profile')).toBeNull()
  })
})
