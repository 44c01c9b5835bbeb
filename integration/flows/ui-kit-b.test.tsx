/**
 * The UI kit's components, block UI to list group: what the demos do when used, not how they
 * look (the screen sweep audits the look in a browser).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'

setUpFlows()

/** The demo's variant: its section, found by its h2. */
const section = (name: string) => {
  const title = screen.getByRole('heading', { level: 2, name })
  return title.closest('section') as HTMLElement
}

/**
 * Whether a text is on screen: a closed Collapse keeps its content in a hidden React Activity,
 * rendered (display: none) or not rendered yet.
 */
const isShown = (text: string) => {
  const node = screen.queryByText(text)
  if (!node) return false
  for (let at: HTMLElement | null = node; at; at = at.parentElement)
    if (getComputedStyle(at).display === 'none') return false
  return true
}

describe('ui kit: components, accordion to list group', () => {
  it('accordion: expand and collapse all; a section is marked reviewed and counted', async () => {
    const app = await openApp('/components/accordion')
    await heading('Accordion')
    const expand = await screen.findByRole('button', { name: 'Expand all' })
    const payments = screen.getByRole('button', { name: 'Payments' })
    expect(payments).toHaveAttribute('aria-expanded', 'false')
    await app.user.click(expand)
    expect(payments).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Notes' })).toHaveAttribute('aria-expanded', 'true')
    expect(expand).toBeDisabled()
    await app.user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(payments).toHaveAttribute('aria-expanded', 'false')
    const reviewed = screen.getByRole('button', { name: 'Reviewed: Payments' })
    await app.user.click(reviewed)
    expect(reviewed).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Reviewed: 1 of 3')).toBeInTheDocument()
  })

  it('alerts: a closed alert goes, and comes back on request', async () => {
    const app = await openApp('/components/alerts')
    await heading('Alerts')
    await app.user.click(await screen.findByRole('button', { name: 'Close: Documents missing' }))
    expect(screen.queryByText('Claim SN-0288 is waiting for the repair invoice.')).toBeNull()
    expect(screen.getByText('Showing 2 of 3 alerts')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Show closed alerts' }))
    expect(screen.getByText('Claim SN-0288 is waiting for the repair invoice.')).toBeInTheDocument()
    expect(screen.getByText('Showing 3 of 3 alerts')).toBeInTheDocument()
  })

  it('auto-complete: the towns come from the API, accents aside, and one is picked', async () => {
    const app = await openApp('/components/auto-complete')
    await heading('Auto Complete')
    await screen.findByRole('heading', { level: 2, name: 'Over the API' })
    // The label names the input and its list of options: the input is the one to type in.
    const town = within(section('Over the API'))
      .getAllByLabelText('Town')
      .find((node) => node.tagName === 'INPUT')!
    await app.user.type(town, 'xativa')
    await app.user.click(await screen.findByRole('option', { name: /Xàtiva/ }))
    await waitFor(() => expect(screen.getByText(/^Chosen: Xàtiva, number \d+/)).toBeInTheDocument())
    expect(app.network.calls).toContain('/api/autocomplete/data')
  })

  it('block UI: the card blocks while it refreshes and clears; the form sends or is cancelled', async () => {
    const app = await openApp('/components/block-ui')
    await heading('Block UI')
    const card = await screen.findByTestId('policy-card')
    expect(card).toHaveAttribute('aria-busy', 'false')
    await app.user.click(screen.getByRole('button', { name: 'Refresh the policy' }))
    expect(card).toHaveAttribute('aria-busy', 'true')
    expect(card).toHaveAttribute('inert')
    expect(within(section('A card')).getByRole('status')).toHaveTextContent(
      'Refreshing the policy…',
    )
    // A second click while busy is refused: the count goes up once.
    await app.user.click(screen.getByRole('button', { name: 'Refresh the policy' }))
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'), { timeout: 6000 })
    expect(card).not.toHaveAttribute('inert')
    expect(screen.getByTestId('refresh-count')).toHaveTextContent('1')
    expect(within(section('A card')).getByRole('status')).toHaveTextContent(
      'The policy is up to date.',
    )

    // The form: Cancel in the overlay takes focus and stops the send at once.
    const form = screen.getByRole('form', { name: 'Send a quote' })
    await app.user.click(within(form).getByRole('button', { name: 'Send the quote' }))
    expect(form).toHaveAttribute('aria-busy', 'true')
    expect(within(form).getByRole('textbox', { name: /Client’s email/ })).toBeDisabled()
    const cancel = await screen.findByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(cancel).toHaveFocus())
    await app.user.keyboard('{Enter}')
    expect(form).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByText('Sending cancelled: nothing was sent.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Send the quote' })).toHaveFocus(),
    )
  })

  it('block UI: the whole page is blocked by a dialog that lifts and gives focus back', async () => {
    const app = await openApp('/components/block-ui')
    await heading('Block UI')
    const trigger = await screen.findByRole('button', { name: 'Generate renewal notices' })
    await app.user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Generating renewal notices…' })
    expect(dialog).toHaveAttribute('aria-busy', 'true')
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue in the background' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('breadcrumbs: every level but the current one links; the long trail folds into a menu', async () => {
    const app = await openApp('/components/breadcrumbs')
    await heading('Breadcrumbs')
    const slashes = await screen.findByRole('navigation', { name: 'Breadcrumb with slashes' })
    const links = within(slashes).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/pages/knowledge-base',
      '/pages/knowledge-base/claims',
    ])
    expect(within(slashes).getByText('How to file a claim')).toHaveAttribute('aria-current', 'page')

    const long = screen.getByRole('navigation', { name: 'Long breadcrumb' })
    expect(within(long).getByRole('link', { name: 'Help center' })).toBeInTheDocument()
    await app.user.click(screen.getByRole('switch', { name: /Fold the middle levels/ }))
    expect(within(long).queryByRole('link', { name: 'Help center' })).not.toBeInTheDocument()
    await app.user.click(within(long).getByRole('button', { name: 'Show the hidden levels' }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Help center' }))
    await waitFor(() => expect(app.location()).toBe('/pages/faq'))
  })

  it('buttons: a busy button refuses clicks then says it is done; a toggle group picks one; the counter stops at its ends', async () => {
    const app = await openApp('/components/buttons')
    await heading('Buttons')
    const send = await screen.findByRole('button', { name: 'Send renewal notice' })
    await app.user.click(send)
    expect(send).toHaveAttribute('data-loading', 'true')
    expect(send).toBeDisabled()
    expect(within(section('Busy and disabled')).getByRole('status')).toHaveTextContent(
      'Sending the renewal notice…',
    )
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 4000 })
    expect(within(section('Busy and disabled')).getByRole('status')).toHaveTextContent(
      'Renewal notice sent to Javier Vega.',
    )
    expect(screen.getByRole('button', { name: 'Issue the policy' })).toHaveAccessibleDescription(
      /signed proposal/,
    )

    const period = screen.getByRole('group', { name: 'Renewals due' })
    const pressed = () =>
      within(period)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent)
    expect(pressed()).toEqual(['This week'])
    expect(screen.getByText('12 renewals due.')).toBeInTheDocument()
    await app.user.click(within(period).getByRole('button', { name: 'Today' }))
    expect(pressed()).toEqual(['Today'])
    expect(screen.getByText('3 renewals due.')).toBeInTheDocument()

    const drivers = screen.getByRole('group', { name: 'Named drivers' })
    const fewer = within(drivers).getByRole('button', { name: 'One driver fewer' })
    await app.user.click(fewer)
    expect(drivers).toHaveTextContent('1 driver')
    expect(fewer).toBeDisabled()
    await app.user.click(within(drivers).getByRole('button', { name: 'One driver more' }))
    expect(drivers).toHaveTextContent('2 drivers')
  })

  it('carousel: named regions and controls; the self-playing one can be paused and played', async () => {
    const app = await openApp('/components/carousel')
    await heading('Carousel')
    const plans = await screen.findByRole('region', { name: 'Plays by itself' })
    expect(within(plans).getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    expect(within(plans).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Pause the slides' }))
    await app.user.click(screen.getByRole('button', { name: 'Play the slides' }))
    expect(screen.getByRole('button', { name: 'Pause the slides' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Several per view' })).toHaveTextContent(
      'Navarro Logistics',
    )
    // Each carousel says where it is in the user's language (Mantine's own status is English).
    const statuses = screen.getAllByRole('status').map((status) => status.textContent)
    expect(statuses).toEqual(
      expect.arrayContaining(['Slide 1 of 4', 'Slide 1 of 5', 'Slide 1 of 3']),
    )
  })

  it('collapse: a button opens its section, both open at once, the side filters narrow the list', async () => {
    const app = await openApp('/components/collapse')
    await heading('Collapse')
    const show = await screen.findByRole('button', { name: 'Show policy details' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    const details = document.getElementById(show.getAttribute('aria-controls') ?? '')
    expect(details).not.toBeNull()
    expect(isShown('HG-2024-0183')).toBe(false)
    await app.user.click(show)
    const hide = screen.getByRole('button', { name: 'Hide policy details' })
    expect(hide).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(isShown('HG-2024-0183')).toBe(true))
    expect(details).toHaveTextContent('HG-2024-0183')
    await app.user.click(hide)
    await waitFor(() => expect(isShown('HG-2024-0183')).toBe(false))

    const covered = screen.getByRole('button', { name: 'What is covered' })
    const excluded = screen.getByRole('button', { name: 'What is not covered' })
    await app.user.click(screen.getByRole('button', { name: 'Open both' }))
    expect(covered).toHaveAttribute('aria-expanded', 'true')
    expect(excluded).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(isShown('Wear and tear')).toBe(true))
    await app.user.click(excluded)
    expect(excluded).toHaveAttribute('aria-expanded', 'false')
    await app.user.click(screen.getByRole('button', { name: 'Open both' }))
    await app.user.click(screen.getByRole('button', { name: 'Close both' }))
    expect(covered).toHaveAttribute('aria-expanded', 'false')

    const claims = screen.getByRole('list', { name: 'Claims' })
    expect(within(claims).getAllByRole('listitem')).toHaveLength(4)
    await app.user.click(screen.getByRole('button', { name: 'Show filters' }))
    await app.user.click(await screen.findByRole('checkbox', { name: 'Home' }))
    expect(within(claims).getAllByRole('listitem')).toHaveLength(2)
  })

  it('dropdowns: a menu works from the keyboard and its item acts; split and selectable menus act', async () => {
    const app = await openApp('/components/dropdowns')
    await heading('Dropdowns')
    const actions = await screen.findByRole('button', { name: 'Policy actions' })
    actions.focus()
    await app.user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    // The menu takes focus; the arrows walk its items.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await app.user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'View the policy' })).toHaveFocus()
    await app.user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: /^Renew/ })).toHaveFocus()
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(within(section('Actions')).getByRole('status')).toHaveTextContent(
      'Renewal started for HG-2024-0183.',
    )
    await waitFor(() => expect(actions).toHaveFocus())

    await app.user.click(screen.getByRole('button', { name: 'More ways to send the quote' }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Send by text message' }))
    expect(within(section('Split button')).getByRole('status')).toHaveTextContent(
      'Quote AU-Q-2025-0144 sent by text message.',
    )

    await app.user.click(screen.getByRole('button', { name: 'View options' }))
    await app.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Agent' }))
    await app.user.click(screen.getByRole('menuitemcheckbox', { name: 'Premium' }))
    await app.user.click(screen.getByRole('menuitemradio', { name: 'Client' }))
    expect(screen.getByTestId('view-summary')).toHaveTextContent(
      'Columns: Client, Renewal date, Agent · sorted by Client',
    )
  })

  it('list group: choosing a row makes it the active one; a cancelled one cannot be chosen; the checklist counts', async () => {
    const app = await openApp('/components/list-group')
    await heading('List Group')
    const policies = await screen.findByRole('list', { name: 'Lucía Fernández’s policies' })
    const row = (name: RegExp) => within(policies).getByRole('button', { name })
    expect(row(/HG-2024-0183/)).toHaveAttribute('aria-current', 'true')
    await app.user.click(row(/AU-2023-0412/))
    expect(row(/AU-2023-0412/)).toHaveAttribute('aria-current', 'true')
    expect(row(/HG-2024-0183/)).not.toHaveAttribute('aria-current')
    expect(screen.getByTestId('chosen-policy')).toHaveTextContent(
      'Chosen: AU-2023-0412, Auto policy.',
    )
    expect(row(/EM-2025-0019/)).toBeDisabled()

    expect(screen.getByTestId('checklist-count')).toHaveTextContent('1 of 4 steps done')
    await app.user.click(screen.getByRole('checkbox', { name: 'Send the renewal quote' }))
    expect(screen.getByTestId('checklist-count')).toHaveTextContent('2 of 4 steps done')
    await app.user.click(screen.getByRole('checkbox', { name: 'Check the client’s details' }))
    expect(screen.getByTestId('checklist-count')).toHaveTextContent('1 of 4 steps done')
  })
})
