/**
 * The UI kit's components, modals to tooltips: what a user does on them that jsdom can prove
 * (a modal's form and its result on the page, drawers from each side, tabs by keyboard, a toast
 * that turns from loading to done).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { bodyRows, fill, pick } from '../support/queries'

setUpFlows()

describe('UI kit: components, modals to tooltips', () => {
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
