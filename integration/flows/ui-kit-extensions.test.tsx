/**
 * The UI kit's extensions as a user works them, in jsdom (no transitions, no portals): the sweet
 * alert dialogs, the slider, the tour, the clipboard and ratings forms; then the pages that act on
 * a list or a tree (the context menu from the keyboard, pagination of a list, a demo card in
 * another language than the app's, a checkable tree).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { fill, pick } from '../support/queries'

setUpFlows()

describe('sweet alert', () => {
  it('walks the chained renewal to its end, each step using the last answer', async () => {
    const app = await openApp('/extensions/sweet-alert')
    await heading('Sweet Alert')
    const summary = await screen.findByRole('status', { name: 'Renewal summary' })
    await app.user.click(screen.getByRole('button', { name: 'Renew POL-2024-0457' }))

    const start = await screen.findByRole('dialog', { name: 'Start the renewal?' })
    expect(start).toHaveTextContent('renews at $1,240.00 a year')
    await app.user.click(within(start).getByRole('button', { name: 'Start the renewal' }))

    const ask = await screen.findByRole('dialog', { name: 'Renewal discount' })
    const field = within(ask).getByRole('textbox', { name: 'Discount (%)' })
    await fill(app.user, field, '20')
    await app.user.click(within(ask).getByRole('button', { name: 'Apply' }))
    // Over the broker's limit: the dialog stays, saying why.
    expect(field).toHaveAccessibleDescription('At most 15% without the underwriter')
    await fill(app.user, field, '15')
    await app.user.click(within(ask).getByRole('button', { name: 'Apply' }))

    const result = await screen.findByRole('dialog', { name: 'Renewal ready' })
    expect(result).toHaveTextContent('Carmen Ortega renews at $1,054.00 a year (15% off)')
    await app.user.click(within(result).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(summary).toHaveTextContent('POL-2024-0457 renewed at $1,054.00 a year.')
    const steps = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(steps).toEqual([
      'Renewal of POL-2024-0457 confirmed',
      'Discount of 15% granted',
      'Premium $1,240.00 → $1,054.00',
    ])
  })

  it('says where the chain stopped when a step is dismissed', async () => {
    const app = await openApp('/extensions/sweet-alert')
    await heading('Sweet Alert')
    await app.user.click(await screen.findByRole('button', { name: 'Renew POL-2024-0457' }))
    const start = await screen.findByRole('dialog', { name: 'Start the renewal?' })
    await app.user.click(within(start).getByRole('button', { name: 'Start the renewal' }))
    const ask = await screen.findByRole('dialog', { name: 'Renewal discount' })
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const summary = screen.getByRole('status', { name: 'Renewal summary' })
    expect(summary).toHaveTextContent('Stopped at step 2 of 3.')
    expect(summary).toHaveTextContent('No discount entered')
  })
})

describe('slider', () => {
  it('the premium estimate follows the sliders, moved with the keyboard', async () => {
    const app = await openApp('/extensions/slider')
    await heading('Slider')
    const annual = await screen.findByTestId('premium-annual')
    expect(annual).toHaveTextContent('$762.45')
    const years = screen.getByRole('slider', { name: 'Claim-free years' })
    expect(years).toHaveAttribute('aria-valuetext', '3 years')
    years.focus()
    await app.user.keyboard('{ArrowRight}')
    expect(years).toHaveAttribute('aria-valuetext', '4 years')
    expect(annual).toHaveTextContent('$717.60')
    // The deductible keeps to the amounts on offer: one step up from $300 is $600.
    const deductible = screen.getByRole('slider', { name: 'Deductible per claim' })
    deductible.focus()
    await app.user.keyboard('{ArrowRight}')
    expect(deductible).toHaveAttribute('aria-valuetext', '$600')
    expect(screen.getByTestId('premium-estimate')).toHaveTextContent('Deductible of $600×0.85')
  })
})

describe('tour', () => {
  it('is walked with the keyboard, forward and back, and ended with Escape', async () => {
    const app = await openApp('/extensions/tour')
    await heading('Tour')
    const start = await screen.findByRole('button', { name: 'Take the tour' })
    await app.user.click(start)

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to the renewals desk' })
    expect(welcome).toHaveTextContent('Step 1 of 4')
    await app.user.keyboard('{ArrowRight}')
    const stats = await screen.findByRole('dialog', { name: 'Your month at a glance' })
    expect(stats).toHaveTextContent('Step 2 of 4')
    await app.user.keyboard('{ArrowRight}')
    await screen.findByRole('dialog', { name: 'Find a client' })
    await app.user.keyboard('{ArrowLeft}')
    await screen.findByRole('dialog', { name: 'Your month at a glance' })
    await app.user.keyboard('{ArrowRight}')
    const search = await screen.findByRole('dialog', { name: 'Find a client' })
    expect(within(search).getByRole('button', { name: 'Back' })).toBeVisible()

    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('tour-outcome')).toHaveTextContent('Tour ended at step 3 of 4.')
    // Focus goes back to where the tour was started from.
    await waitFor(() => expect(start).toHaveFocus())

    // Walked to its end with the keyboard: the last step's arrow ends it as finished.
    await app.user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Welcome to the renewals desk' })
    await app.user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    const last = await screen.findByRole('dialog', { name: 'Send the offers' })
    // The last step's Next becomes End the tour, beside the corner ×.
    expect(within(last).queryByRole('button', { name: 'Next' })).toBeNull()
    expect(within(last).getAllByRole('button', { name: 'End the tour' })).toHaveLength(2)
    await app.user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('tour-outcome')).toHaveTextContent('Tour finished: every step seen.')
  })
})

describe('clipboard', () => {
  it('copies a field as edited and an edited message, each saying it was copied', async () => {
    const app = await openApp('/extensions/clipboard')
    await heading('Clipboard')
    const policy = await screen.findByRole('textbox', { name: 'Policy number' })
    await fill(app.user, policy, 'POL-2024-0311')
    await app.user.click(screen.getByRole('button', { name: 'Copy Policy number' }))
    expect(await screen.findByRole('button', { name: 'Policy number copied' })).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe('POL-2024-0311')

    await app.user.click(screen.getByRole('button', { name: 'Copy Claim opened webhook' }))
    expect(await navigator.clipboard.readText()).toContain('"claim": "CLM-2025-0192"')

    const message = screen.getByRole('textbox', { name: 'Renewal reminder' })
    await fill(app.user, message, 'Carmen, your renewal is ready.')
    await app.user.click(screen.getByRole('button', { name: 'Copy the message' }))
    expect(screen.getByTestId('message-copied')).toHaveTextContent('30 characters copied')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe('Carmen, your renewal is ready.')
  })
})

describe('ratings', () => {
  it('keeps a rating in a form that asks for a reason below three stars', async () => {
    const app = await openApp('/extensions/ratings')
    await heading('Ratings')
    const send = await screen.findByRole('button', { name: 'Send the rating' })
    await app.user.click(send)
    const stars = screen.getByRole('radiogroup', { name: 'How was claim CLM-2025-0192 handled?' })
    expect(stars).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars')

    // By keyboard: an arrow moves over the stars, Space picks the one under focus.
    within(stars).getByRole('radio', { name: 'Poor' }).focus()
    await app.user.keyboard(' ')
    await app.user.click(send)
    const comment = screen.getByRole('textbox', { name: /Comment/ })
    expect(comment).toHaveAccessibleDescription(/Tell us what went wrong/)
    // The stars stay as chosen while the form says what is missing.
    expect(within(stars).getByRole('radio', { name: 'Poor' })).toBeChecked()
    expect(screen.getByTestId('feedback-saved')).toHaveTextContent('')

    await fill(app.user, comment, 'The adjuster came a week late.')
    await app.user.click(send)
    expect(screen.getByTestId('feedback-saved')).toHaveTextContent(
      'Thank you: your rating of 2 stars (poor) is saved.',
    )
  })
})

describe('UI kit extensions', () => {
  it('a row’s context menu opens from the keyboard and its actions change the list', async () => {
    const app = await openApp('/extensions/context-menu')
    await heading('Context Menu')
    const table = await screen.findByRole('table', { name: 'Policies' })
    const row = within(table).getByText('CR-10001').closest('tr')!

    // Shift+F10 on a focused row: the menu opens with its first item focused.
    row.focus()
    await app.user.keyboard('{Shift>}{F10}{/Shift}')
    const menu = await screen.findByRole('menu', { name: 'Actions for CR-10001' })
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus())
    await app.user.keyboard('{ArrowDown}{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Mark as renewed' })).toHaveFocus()
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(within(row).getByText('Renewed')).toBeInTheDocument()
    await waitFor(() => expect(row).toHaveFocus())

    // The row's actions button: delete, confirmed, and the row is gone.
    await app.user.click(within(table).getByRole('button', { name: 'Actions for CR-10002' }))
    const second = await screen.findByRole('menu', { name: 'Actions for CR-10002' })
    await app.user.click(within(second).getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete CR-10002?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete policy' }))
    await waitFor(() => expect(within(table).queryByText('CR-10002')).toBeNull())
    expect(within(table).getAllByRole('row')).toHaveLength(8)
  })

  it('a list of policies pages, and a larger page keeps the first row in view', async () => {
    const app = await openApp('/extensions/pagination')
    await heading('Pagination')
    const table = await screen.findByRole('table', { name: 'Policies' })
    expect(screen.getByText('1–10 of 137')).toBeInTheDocument()
    const list = table.closest('section')!
    await app.user.click(within(list).getByRole('button', { name: 'Page 3' }))
    expect(within(table).getByText('CR-10021')).toBeInTheDocument()
    expect(within(table).queryByText('CR-10001')).toBeNull()
    expect(screen.getByText('21–30 of 137')).toBeInTheDocument()
    await pick(app.user, list, 'Rows per page', '20')
    expect(screen.getByText('21–40 of 137')).toBeInTheDocument()
    expect(within(table).getByText('CR-10021')).toBeInTheDocument()
    await app.user.click(within(list).getByRole('button', { name: 'Last page' }))
    expect(screen.getByText('121–137 of 137')).toBeInTheDocument()
  })

  it('the demo card switches language and the app keeps its own', async () => {
    const app = await openApp('/extensions/i18n')
    await heading('I18n')
    const card = await screen.findByTestId('language-card')
    expect(card).toHaveTextContent('Good morning, Elena')
    for (const [language, greeting, claims] of [
      ['Español', 'Buenos días, Elena', 'Tiene 2 siniestros abiertos.'],
      ['Deutsch', 'Guten Morgen, Elena', ''],
      ['Français', 'Bonjour, Elena', ''],
      ['Português', 'Bom dia, Elena', ''],
    ] as const) {
      await app.user.click(screen.getByRole('radio', { name: language }))
      await waitFor(() => expect(card).toHaveTextContent(greeting))
      if (claims) expect(card).toHaveTextContent(claims)
    }
    // The rest of the page, and the app, are still in English.
    expect(screen.getByText('The app is in English.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'I18n' })).toBeInTheDocument()
  })

  it('the portfolio tree expands and checks, a product checking its policies', async () => {
    const app = await openApp('/extensions/tree')
    await heading('Tree')
    await screen.findByRole('tree', { name: 'Portfolio' })
    expect(screen.getByText('0 of 18 policies checked')).toBeInTheDocument()
    // Each item looked up afresh: the tree may render again (its strings, its data) meanwhile.
    const item = (name: string) =>
      within(screen.getByRole('tree', { name: 'Portfolio' }))
        .getByText(name)
        .closest<HTMLElement>('[role="treeitem"]')!
    await waitFor(() => expect(item('Home')).toHaveAttribute('aria-expanded', 'false'))
    await app.user.click(within(item('Home')).getByText('Home'))
    await waitFor(() => expect(item('Home')).toHaveAttribute('aria-expanded', 'true'))
    const home = item('Home')
    const homeowners = item('Homeowners')
    // Space on a focused product checks it and its three policies.
    homeowners.focus()
    await app.user.keyboard(' ')
    await waitFor(() => expect(screen.getByText('3 of 18 policies checked')).toBeInTheDocument())
    await waitFor(() => expect(homeowners).toHaveAttribute('aria-checked', 'true'))
    expect(home).toHaveAttribute('aria-checked', 'mixed')
    await app.user.click(screen.getByRole('button', { name: 'Uncheck all' }))
    expect(screen.getByText('0 of 18 policies checked')).toBeInTheDocument()
  })
})
