/** The mail list's search, in the URL, and its empty state (moved from e2e/email.spec.ts). */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp, setUpFlows } from '../support/app'
import { fill } from '../support/queries'

setUpFlows()

const rows = () => screen.queryAllByTestId('email-row')

describe('email', () => {
  it('search writes q to the URL and shows an empty state', async () => {
    const app = await openApp('/apps/email')
    await screen.findAllByTestId('email-row')
    const search = screen.getByRole('textbox', { name: 'Search mail' })
    await fill(app.user, search, 'vega')
    await waitFor(() => expect(app.location()).toMatch(/q=vega/))
    await waitFor(() => expect(rows()).toHaveLength(2))
    await fill(app.user, search, 'zzz')
    expect(await screen.findByText('No mail matches "zzz"')).toBeVisible()
  })
})
