/** The kanban task drawer's field errors from the API (moved from e2e/kanban.spec.ts). */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BASE_URL } from '@mocks/test/api'
import { dispatch } from '@mocks/dispatch'
import { openApp, setUpFlows } from '../support/app'
import { fill } from '../support/queries'

setUpFlows()

const AUDIT = 'Annual data-protection audit'

describe('kanban', () => {
  it("the API's field error shows on its field in the task drawer", async () => {
    const app = await openApp('/apps/kanban')
    // The form checks the contract's rules before sending; to see the API refuse a field, the
    // request is altered on its way out (a title over the contract's 200 characters).
    app.network.override('/apps/kanban/update-task', async (request) => {
      const body = (await request.json()) as { data: { title: string } }
      body.data.title = 'x'.repeat(201)
      const { method, headers } = request
      return dispatch(
        new Request(request.url, { method, headers, body: JSON.stringify(body) }),
        BASE_URL,
      )
    })
    await app.user.click(await screen.findByRole('button', { name: AUDIT }))
    const drawer = await screen.findByRole('dialog', { name: 'Edit task' })
    const title = within(drawer).getByRole('textbox', { name: 'Title' })
    await fill(app.user, title, 'Annual audit')
    await app.user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(title).toHaveAccessibleDescription('At most 200 characters'))
    expect(title).toHaveAttribute('aria-invalid', 'true')
    // One toast says the save failed; the drawer stays open with the typed title.
    await app.network.idle()
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .filter((alert) => alert.textContent?.includes('could not be saved')),
      ).toHaveLength(1),
    )
    expect(title).toHaveValue('Annual audit')
  })
})
