/** The main search finds pages by their manifest's keywords as well as by their titles. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'

setUpFlows()

describe('the main search', () => {
  it('finds a UI kit page by a keyword that is not in its title, and opens it', async () => {
    const app = await openApp('/settings')
    await heading('Settings')
    await app.user.click(screen.getByTestId('search-trigger'))
    const field = await screen.findByRole('textbox', { name: 'Search' })
    await app.user.type(field, 'blockquote')
    const result = await screen.findByText('Typography')
    await app.user.click(result)
    await heading('Typography')
    expect(app.location()).toBe('/ui-element/typography')
    // The page's cards may come after its heading (their strings load with them).
    expect(await within(screen.getByRole('main')).findByText('Blockquote')).toBeVisible()
  })
})
