/**
 * The UI kit's components that open over the page or block it (block UI, dropdowns, modals,
 * drawers, popovers, toasts, tooltips): what a user does on them that jsdom can prove (a modal's
 * form and its result on the page, drawers from each side, a toast that turns from loading to
 * done).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { fill, pick } from '../support/queries'

setUpFlows()

/** The demo's variant: its section, found by its h2. */
const section = (name: string) => {
  const title = screen.getByRole('heading', { level: 2, name })
  return title.closest('section') as HTMLElement
}

describe('UI kit: components over the page', () => {
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

  it('a modal form refuses bad values, then its beneficiary joins the list on the page', async () => {
    const app = await openApp('/components/modals')
    await heading('Modals')
    const table = await screen.findByRole('table', { name: /Beneficiaries of life policy/ })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    await app.user.click(screen.getByRole('button', { name: 'Add beneficiary' }))
    const dialog = await screen.findByRole('dialog', { name: 'New beneficiary' })
    const submit = within(dialog).getByRole('button', { name: 'Add beneficiary' })
    await app.user.click(submit)
    expect(within(dialog).getByText("Enter the beneficiary's full name.")).toBeVisible()
    expect(within(dialog).getByText('Enter a valid email address.')).toBeVisible()
    expect(within(dialog).getByText('Choose the relationship to the policyholder.')).toBeVisible()
    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Full name' }), 'Pablo Ruiz')
    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'pablo@example.com',
    )
    await pick(app.user, dialog, 'Relationship', 'Child')
    // More than the 40% still free is refused on its field.
    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Share' }), '50')
    await app.user.click(submit)
    expect(await within(dialog).findByText('Only 40% is left to share.')).toBeVisible()
    await fill(app.user, within(dialog).getByRole('textbox', { name: 'Share' }), '40')
    await app.user.click(submit)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New beneficiary' })).toBeNull(),
    )
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[2]).toHaveTextContent('Pablo Ruiz')
    expect(rows[2]).toHaveTextContent('Child')
    expect(rows[2]).toHaveTextContent('40%')
    expect(screen.getByTestId('share-left')).toHaveTextContent('0% left to share')
    expect(screen.getByRole('button', { name: 'Add beneficiary' })).toBeDisabled()
  })

  it('a destructive confirm over a modal: Escape leaves the claim open, confirming withdraws it', async () => {
    const app = await openApp('/components/modals')
    await heading('Modals')
    await app.user.click(await screen.findByRole('button', { name: 'Open claim' }))
    const claim = await screen.findByRole('dialog', { name: 'Claim CL-2041' })
    await app.user.click(within(claim).getByRole('button', { name: 'Withdraw claim' }))
    await screen.findByRole('dialog', { name: 'Withdraw claim CL-2041?' })
    await app.user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw claim CL-2041?' })).toBeNull(),
    )
    expect(screen.getByRole('dialog', { name: 'Claim CL-2041' })).toBeVisible()
    expect(screen.getByTestId('claim-status')).toHaveTextContent('Open')
    await app.user.click(within(claim).getByRole('button', { name: 'Withdraw claim' }))
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw claim CL-2041?' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Withdraw claim' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('claim-status')).toHaveTextContent('Withdrawn')
  })

  it('a drawer opens from each side and closes with Escape, focus back on its button', async () => {
    const app = await openApp('/components/offcanvas')
    await heading('Offcanvas')
    for (const [side, title] of [
      ['Start', 'Client from the start'],
      ['End', 'Client from the end'],
      ['Top', 'Client from the top'],
      ['Bottom', 'Client from the bottom'],
    ] as const) {
      const button = await screen.findByRole('button', { name: side })
      await app.user.click(button)
      const drawer = await screen.findByRole('dialog', { name: title })
      expect(drawer).toHaveTextContent('Lucía Fernández')
      await app.user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(button).toHaveFocus())
    }
  })

  it('a form drawer refuses an empty follow-up, then lists the one saved', async () => {
    const app = await openApp('/components/offcanvas')
    await heading('Offcanvas')
    expect(await screen.findByText('No follow-ups scheduled yet.')).toBeVisible()
    await app.user.click(screen.getByRole('button', { name: 'Schedule follow-up' }))
    const drawer = await screen.findByRole('dialog', { name: 'New follow-up' })
    const save = within(drawer).getByRole('button', { name: 'Save follow-up' })
    await app.user.click(save)
    expect(within(drawer).getByText('Choose the client.')).toBeVisible()
    expect(within(drawer).getByText('Write a subject of 3 to 80 characters.')).toBeVisible()
    await pick(app.user, drawer, 'Client', 'Javier Ortega')
    await fill(
      app.user,
      within(drawer).getByRole('textbox', { name: 'Subject' }),
      'Motor renewal offer',
    )
    await app.user.click(within(drawer).getByRole('radio', { name: 'Visit' }))
    await app.user.click(save)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const list = screen.getByTestId('follow-ups')
    expect(list).toHaveTextContent('Javier Ortega')
    expect(list).toHaveTextContent('Motor renewal offer')
    expect(list).toHaveTextContent('Visit')
  })

  it('a popover form applies its discount to the card; a confirm in place removes a reminder', async () => {
    const app = await openApp('/components/popovers')
    await heading('Popovers')
    // The client's card opens on keyboard focus of their name, not only on hover.
    const client = await screen.findByRole('link', { name: 'Lucía Fernández' })
    client.focus()
    expect(await screen.findByText('Client since 2019 · Madrid')).toBeVisible()
    const result = await screen.findByTestId('discount-result')
    expect(result).toHaveTextContent('No discount: annual premium €640.')
    await app.user.click(screen.getByRole('button', { name: 'Apply a discount' }))
    const form = await screen.findByRole('dialog', { name: 'Apply a discount' })
    await fill(app.user, within(form).getByRole('textbox', { name: 'Discount' }), '15')
    await pick(app.user, form, 'Reason', 'No claims')
    await app.user.click(within(form).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(result).toHaveTextContent('15% discount (No claims): annual premium €544.')

    expect(screen.getByTestId('reminder')).toHaveTextContent('call Javier Ortega')
    await app.user.click(screen.getByRole('button', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove' })
    expect(confirm).toHaveTextContent('Remove this reminder?')
    await app.user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('reminder')).toHaveTextContent('The reminder was removed.')
  })

  it('a toast of each kind appears; a loading toast turns into its result in place', async () => {
    // A toast is an alert, named by nothing: found by its title.
    const toast = async (title: string) =>
      (await screen.findByText(title)).closest<HTMLElement>('[role="alert"]')
    const app = await openApp('/components/toasts')
    await heading('Toasts')
    await app.user.click(await screen.findByRole('button', { name: 'Success' }))
    expect(await toast('Policy issued')).toHaveTextContent('HP-10482 is in force from today')
    await app.user.click(screen.getByRole('button', { name: 'Error' }))
    expect(await toast('Quote not sent')).toHaveTextContent('The insurer did not answer.')

    await app.user.click(screen.getByRole('button', { name: 'Sync policies' }))
    const pending = await toast('Syncing policies')
    expect(pending).not.toBeNull()
    expect(within(pending!).queryByRole('button', { name: 'Close notification' })).toBeNull()
    await waitFor(() => expect(screen.getByText('Policies synced')).toBeVisible(), {
      timeout: 4000,
    })
    expect(await toast('Policies synced')).toHaveTextContent('38 policies updated.')
    expect(screen.queryByText('Syncing policies')).toBeNull()

    await app.user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(screen.queryByText('Policy issued')).toBeNull())
  })

  it('a tooltip names an icon button on hover, and says why a button is disabled on focus', async () => {
    const app = await openApp('/components/tooltips')
    await heading('Tooltips')
    await app.user.hover(await screen.findByRole('button', { name: 'Call the client' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Call the client')
    await app.user.unhover(screen.getByRole('button', { name: 'Call the client' }))
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())

    const renew = screen.getByRole('button', { name: 'Renew now' })
    expect(renew).toHaveAttribute('aria-disabled', 'true')
    renew.focus()
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'Renewal opens 30 days before the policy expires.',
      ),
    )
    renew.blur()
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })
})
