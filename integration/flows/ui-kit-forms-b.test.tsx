/**
 * The UI kit's form elements, select to pickers: what the demos do when used (the async select
 * over the API, the uploader's refusals, numbers in the reader's format, the editor's sanitised
 * preview), not how they look (the screen sweep audits the look in a browser).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'

setUpFlows()

/** The demo's variant: its section, found by its h2. */
const section = (name: string) => {
  const title = screen.getByRole('heading', { level: 2, name })
  return title.closest('section') as HTMLElement
}

describe('ui kit: form elements, select to pickers', () => {
  it('select over the API: typing narrows on the server, no match says so, a pick is kept', async () => {
    const app = await openApp('/forms/elements/select')
    await heading('Select')
    await screen.findByRole('heading', { level: 2, name: 'Over the API' })
    const input = within(section('Over the API'))
      .getAllByLabelText('Policyholder')
      .find((node) => node.tagName === 'INPUT')!
    await app.user.click(input)
    // The first page: the first names in order, and how many there are in all.
    expect(await screen.findByText('Showing 20 of 240')).toBeInTheDocument()
    await app.user.type(input, 'zzqx')
    expect(await screen.findByText('No policyholder matches')).toBeInTheDocument()
    await app.user.clear(input)
    await app.user.type(input, 'lucia diaz')
    const [option] = await screen.findAllByRole('option', { name: /^Lucía Díaz Ortega/ })
    expect(screen.queryByRole('option', { name: /^Hugo/ })).toBeNull()
    if (!option) throw new Error('no option')
    const name = option.firstElementChild!.textContent!
    const town = option.lastElementChild!.textContent!
    await app.user.click(option)
    expect(input).toHaveValue(name)
    expect(screen.getByTestId('policyholder-picked')).toHaveTextContent(`Chosen: ${name}, ${town}`)
    expect(app.network.calls).toContain('/api/select/data')
  })
})
