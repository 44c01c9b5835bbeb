/** The user list's forms and filters, over the worker's dispatch (moved from e2e/users.spec.ts). */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows, type App } from '../support/app'

setUpFlows()

const table = () => screen.getByRole('table', { name: 'Users' })
const rows = () => within(table()).getAllByRole('row').slice(1)
const stat = (id: string) => within(screen.getByTestId(`user-stat-${id}`)).getByTestId('stat-value')

async function pick(app: App, scope: HTMLElement, label: string, option: string) {
  const input =
    within(scope).queryByRole('combobox', { name: label }) ??
    within(scope).getByRole('textbox', { name: label })
  await app.user.click(input)
  await app.user.click(await screen.findByRole('option', { name: option }))
}

describe('users', () => {
  it('adds a user (a taken email refused on its field) and finds them by email, after a reload too', async () => {
    const app = await openApp('/apps/user/list')
    await heading('Users')
    await waitFor(() => expect(stat('total')).toHaveTextContent('50'))
    await app.user.click(screen.getByRole('button', { name: 'Add user' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add user' })
    const field = (label: string) => within(drawer).getByRole('textbox', { name: label })
    await app.user.type(field('Full name'), 'Ana Beltrán')
    await app.user.type(field('Username'), 'ana.beltran')
    await app.user.type(field('Email'), 'lucia.fernandez@corredor.app')
    await app.user.type(field('Contact'), '+34 600 111 222')
    await app.user.type(field('Company'), 'Beltrán Seguros')
    await pick(app, drawer, 'Country', 'Spain')
    await pick(app, drawer, 'Role', 'Editor')
    await pick(app, drawer, 'Plan', 'Team')
    await app.user.click(within(drawer).getByRole('button', { name: 'Add user' }))
    expect(await within(drawer).findByText('This email is already in use.')).toBeTruthy()
    await app.user.clear(field('Email'))
    await app.user.type(field('Email'), 'ana.beltran@example.com')
    await app.user.click(within(drawer).getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(stat('total')).toHaveTextContent('51'))
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await app.user.type(
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
})
