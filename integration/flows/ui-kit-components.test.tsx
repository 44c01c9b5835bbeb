/**
 * The UI kit's components that work in place on the page (accordion, alerts, auto-complete,
 * breadcrumbs, buttons, carousel, collapse, list group, pagination, pill badges, pills, progress,
 * spinners, tabs, timeline): what the demos do when used, not how they look (the screen sweep
 * audits the look in a browser).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { bodyRows, fill } from '../support/queries'

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

describe('UI kit: components in place', () => {
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

  it('paging moves the list of renewals, and the range under it follows', async () => {
    const app = await openApp('/components/pagination')
    await heading('Pagination')
    const table = await screen.findByRole('table', { name: 'Renewals due' })
    const pager = screen.getByRole('navigation', { name: 'Renewal pages' })
    expect(bodyRows(table)).toHaveLength(5)
    expect(bodyRows(table)[0]).toHaveTextContent('RN-2401')
    expect(screen.getByTestId('renewals-range')).toHaveTextContent('Showing 1–5 of 95')
    await app.user.click(within(pager).getByRole('button', { name: 'Next page' }))
    expect(bodyRows(table)[0]).toHaveTextContent('RN-2406')
    expect(screen.getByTestId('renewals-range')).toHaveTextContent('Showing 6–10 of 95')
    await app.user.click(within(pager).getByRole('button', { name: '19' }))
    expect(bodyRows(table)[0]).toHaveTextContent('RN-2491')
    expect(bodyRows(table)[4]).toHaveTextContent('RN-2495')
    expect(screen.getByTestId('renewals-range')).toHaveTextContent('Showing 91–95 of 95')
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('a filter pill comes off and the count follows; the inbox badge clears once opened', async () => {
    const app = await openApp('/components/pill-badges')
    await heading('Pill Badges')
    const applied = await screen.findByTestId('filters-applied')
    expect(applied).toHaveTextContent('4 filters applied')
    await app.user.click(screen.getByRole('button', { name: 'Remove the filter Motor' }))
    expect(applied).toHaveTextContent('3 filters applied')
    expect(screen.queryByRole('button', { name: 'Remove the filter Motor' })).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Restore filters' }))
    expect(applied).toHaveTextContent('4 filters applied')
    const inbox = screen.getByRole('button', { name: /Inbox/ })
    expect(inbox).toHaveTextContent('4')
    await app.user.click(inbox)
    expect(inbox).not.toHaveTextContent('4')
  })

  it('a segmented pill switches what its card shows, chips add to the premium', async () => {
    const app = await openApp('/components/pills')
    await heading('Pills')
    const written = await screen.findByTestId('premium-written')
    expect(written).toHaveTextContent('this quarter: €184,200')
    await app.user.click(screen.getByRole('radio', { name: 'Year' }))
    expect(written).toHaveTextContent('this year: €702,900')
    await app.user.click(screen.getByRole('radio', { name: 'Quarterly' }))
    expect(screen.getByTestId('instalment')).toHaveTextContent('4 payments of €122 a year')
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€524')
    await app.user.click(screen.getByRole('checkbox', { name: /Glass/ }))
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€569')
    await app.user.click(screen.getByRole('radio', { name: 'Signed' }))
    expect(screen.getByTestId('next-step')).toHaveTextContent('the policy is issued')
  })

  it('an import moves its bar to the end, then says how many policies came in', async () => {
    const app = await openApp('/components/progress')
    await heading('Progress')
    const bar = await screen.findByRole('progressbar', { name: 'Policies imported' })
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByTestId('import-status')).toHaveTextContent('240 policies are ready')
    await app.user.click(screen.getByRole('button', { name: 'Import policies' }))
    await waitFor(() =>
      expect(screen.getByTestId('import-status')).toHaveTextContent(/Imported \d+ of 240/),
    )
    await waitFor(
      () => expect(screen.getByTestId('import-status')).toHaveTextContent('240 policies imported.'),
      { timeout: 5000 },
    )
    expect(bar).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByRole('button', { name: 'Import again' })).toBeEnabled()
  })

  it('a busy button cannot be pressed twice, and a card refreshes under its overlay', async () => {
    const app = await openApp('/components/spinners')
    await heading('Spinners')
    const sent = await screen.findByTestId('quotes-sent')
    expect(sent).toHaveTextContent('No quote sent yet.')
    const send = screen.getByRole('button', { name: 'Send quote' })
    await app.user.click(send)
    expect(sent).toHaveTextContent('Sending the quote to Lucía Fernández')
    expect(send).toBeDisabled()
    await waitFor(() => expect(sent).toHaveTextContent('1 quote sent.'), { timeout: 4000 })
    expect(send).toBeEnabled()

    const refresh = screen.getByRole('button', { name: 'Refresh' })
    await app.user.click(refresh)
    expect(screen.getByRole('status', { name: 'Refreshing the client list' })).toBeVisible()
    expect(refresh).toBeDisabled()
    await waitFor(() => expect(screen.getByTestId('refreshed')).toHaveTextContent('just now'), {
      timeout: 4000,
    })
    expect(screen.queryByRole('status', { name: 'Refreshing the client list' })).toBeNull()
  })

  it('a tab shows its panel, by click and by the arrow keys, skipping a disabled tab', async () => {
    const app = await openApp('/components/tabs')
    await heading('Tabs')
    const policies = await screen.findByRole('tab', { name: 'Policies' })
    expect(policies).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Policies' })).toHaveTextContent('MT-20931')
    await app.user.click(screen.getByRole('tab', { name: 'Claims' }))
    expect(screen.getByRole('tabpanel', { name: 'Claims' })).toHaveTextContent(
      'Water damage in the kitchen',
    )
    expect(screen.queryByRole('tabpanel', { name: 'Policies' })).toBeNull()
    await app.user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Documents' })).toHaveTextContent(
      'Property deed.pdf',
    )

    const steps = screen.getByRole('tablist', { name: 'New policy steps' })
    await app.user.click(within(steps).getByRole('tab', { name: 'Cover' }))
    expect(screen.getByRole('tabpanel', { name: 'Cover' })).toHaveTextContent('€150 excess')
    await app.user.keyboard('{ArrowRight}')
    expect(within(steps).getByRole('tab', { name: 'Quote' })).toHaveFocus()
    expect(within(steps).getByRole('tab', { name: 'Signature' })).toBeDisabled()
    expect(screen.getByRole('tabpanel', { name: 'Quote' })).toHaveTextContent('€312 a year')
  })

  it("a claim's timeline moves on a stage; a note joins the top of the activity feed", async () => {
    const app = await openApp('/components/timeline')
    await heading('Timeline')
    expect(await screen.findByTestId('claim-stage')).toHaveTextContent('Now: In assessment')
    await app.user.click(screen.getByRole('button', { name: 'Next stage' }))
    expect(screen.getByTestId('claim-stage')).toHaveTextContent('Now: Approved')
    await app.user.click(screen.getByRole('button', { name: 'Next stage' }))
    expect(screen.getByTestId('claim-stage')).toHaveTextContent('Now: Paid')
    expect(screen.getByRole('button', { name: 'Next stage' })).toBeDisabled()

    const add = screen.getByRole('button', { name: 'Add note' })
    await app.user.click(add)
    expect(screen.getByText('Write at least 3 characters.')).toBeVisible()
    await fill(
      app.user,
      screen.getByRole('textbox', { name: 'Add a note' }),
      'Client asked to pay the excess by card.',
    )
    await app.user.click(add)
    const feed = screen.getByTestId('activity-feed')
    const first = feed.firstElementChild as HTMLElement
    expect(first).toHaveTextContent('John Doe (you)')
    expect(first).toHaveTextContent('Client asked to pay the excess by card.')
    expect(first).toHaveTextContent('now')
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('')
  })
})
