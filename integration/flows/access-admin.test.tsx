/**
 * The permissions table's add, rename and delete, after a reload too (moved from
 * e2e/access-admin.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp, setUpFlows } from '../support/app'
import { bodyRows, fill } from '../support/queries'

setUpFlows()

const rows = () => bodyRows(screen.getByRole('table', { name: 'Permissions' }))
/** The permissions table's rows holding `name`. */
const permissionRows = (name: string) => rows().filter((row) => row.textContent?.includes(name))

describe('roles and permissions', () => {
  it('adds, renames and deletes a permission, after a reload too', async () => {
    const app = await openApp('/apps/permissions')
    await waitFor(() => expect(permissionRows('Only View')[0]).toBeVisible())
    await app.user.click(screen.getByRole('button', { name: 'Add permission' }))
    const modal = await screen.findByRole('dialog', { name: 'Add permission' })
    await fill(
      app.user,
      within(modal).getByRole('textbox', { name: 'Permission name' }),
      'Approve Claims',
    )
    await app.user.click(within(modal).getByRole('button', { name: 'Add permission' }))
    await waitFor(() => expect(modal).not.toBeInTheDocument())
    // A new permission comes first, given to the administrator only.
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await waitFor(() => expect(rows()[0]).toHaveTextContent('Approve Claims'))
      expect(rows()[0]).toHaveTextContent('Administrator')
      expect(rows()[0]).not.toHaveTextContent('Manager')
    }

    await app.user.click(screen.getByRole('button', { name: 'Edit Approve Claims' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit permission' })
    await fill(
      app.user,
      within(edit).getByRole('textbox', { name: 'Permission name' }),
      'Approve Large Claims',
    )
    await app.user.click(within(edit).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(edit).not.toBeInTheDocument())
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await waitFor(() => expect(permissionRows('Approve Large Claims')).toHaveLength(1))
      expect(permissionRows('Approve Claims')).toHaveLength(0)
    }

    await app.user.click(screen.getByRole('button', { name: 'Delete Approve Large Claims' }))
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete permission' }),
    )
    expect(await screen.findByText('Permission deleted')).toBeVisible()
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await waitFor(() => expect(permissionRows('Only View')[0]).toBeVisible())
      await waitFor(() => expect(permissionRows('Approve Large Claims')).toHaveLength(0))
      expect(rows()).toHaveLength(9)
    }
  })
})
