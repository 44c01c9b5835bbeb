/**
 * The UI kit's form elements, input to switch, as a user does them: a field validated as it is
 * typed, an amount and a phone joined to their selects, masks writing what the digits mean, a
 * counter that warns, a parent checkbox over its list, a required radio group, and switches that
 * save the user's notification preferences.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { fill } from '../support/queries'

setUpFlows()

const section = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!

describe('UI kit form elements, input to switch', () => {
  it('the policy number shows its error as it is typed and clears it when right', async () => {
    const app = await openApp('/forms/elements/input')
    await heading('Input')
    const field = await screen.findByRole('textbox', { name: /Policy number/ })
    await app.user.type(field, 'CR-12')
    const message = 'A policy number reads CR- and five digits, such as CR-10004.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await app.user.type(field, '345')
    await waitFor(() => expect(screen.queryByText(message)).toBeNull())
    expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await app.user.click(screen.getByRole('button', { name: 'Find policy' }))
    expect(await screen.findByText('CR-12345 is a valid policy number.')).toBeInTheDocument()
  })

  it('masks write the typed digits in their format and keep the raw digits', async () => {
    const app = await openApp('/forms/elements/input-mask')
    await heading('Input Mask')
    await app.user.type(
      await screen.findByRole('textbox', { name: "Client's mobile" }),
      '612345678',
    )
    expect(screen.getByTestId('mask-phone-masked')).toHaveTextContent('+34 612 34 56 78')
    expect(screen.getByTestId('mask-phone-raw')).toHaveTextContent('612345678')
    await app.user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111')
    expect(screen.getByTestId('mask-card-masked')).toHaveTextContent('4111 1111 1111 1111')

    // The mandate: its rules read the raw digits; a short IBAN is refused on its field.
    const mandate = section('Direct-debit mandate')
    await app.user.type(
      within(mandate).getByRole('textbox', { name: /Account holder/ }),
      '612345678',
    )
    await app.user.type(within(mandate).getByRole('textbox', { name: /IBAN to charge/ }), '9121')
    await app.user.type(within(mandate).getByRole('textbox', { name: /postal code/ }), '28013')
    await app.user.click(within(mandate).getByRole('button', { name: 'Sign the mandate' }))
    expect(await within(mandate).findByText('Enter the 22 digits after ES.')).toBeInTheDocument()
    await app.user.type(
      within(mandate).getByRole('textbox', { name: /IBAN to charge/ }),
      '000418450200051332',
    )
    await app.user.click(within(mandate).getByRole('button', { name: 'Sign the mandate' }))
    expect(await within(mandate).findByText(/Mandate ready/)).toBeInTheDocument()
  })

  it('the claim counter counts, warns near the limit and stops at it', async () => {
    const app = await openApp('/forms/elements/textarea')
    await heading('Textarea')
    const field = await screen.findByRole('textbox', { name: /What happened/ })
    const claim = section('Character counter')
    const counter = within(claim).getByTestId('counter')
    const status = () => within(claim).getAllByRole('status')[0]!

    // Too short to send: the rule's error on the field.
    await fill(app.user, field, 'Burst pipe')
    expect(counter).toHaveTextContent('10 / 280')
    await app.user.click(within(claim).getByRole('button', { name: 'Send to the claims desk' }))
    expect(await within(claim).findByText(/Write at least 20 characters/)).toBeInTheDocument()
    expect(counter).toHaveAttribute('data-level', 'ok')
    expect(status()).toHaveTextContent('')

    await fill(app.user, field, 'x'.repeat(260))
    expect(counter).toHaveTextContent('260 / 280')
    expect(counter).toHaveAttribute('data-level', 'near')
    expect(status()).toHaveTextContent('Close to the 280-character limit.')

    // The field takes no more than the limit.
    await fill(app.user, field, 'y'.repeat(300))
    expect(field).toHaveValue('y'.repeat(280))
    expect(counter).toHaveAttribute('data-level', 'limit')
    expect(status()).toHaveTextContent('You have reached the 280-character limit.')
    await app.user.click(within(claim).getByRole('button', { name: 'Send to the claims desk' }))
    expect(await within(claim).findByText(/Sent: the claims desk/)).toBeInTheDocument()
  })

  it('the parent checkbox checks all, shows some as indeterminate, and a group needs one cover', async () => {
    const app = await openApp('/forms/elements/checkbox')
    await heading('Checkbox')
    const parent = await screen.findByRole('checkbox', { name: 'All documents received' })
    const list = section('All, some or none')
    const children = () =>
      within(list)
        .getAllByRole('checkbox')
        .filter((box) => box !== parent)

    // Two of four received: the parent is mixed.
    expect(parent).not.toBeChecked()
    expect(parent).toHaveAttribute('data-indeterminate', 'true')
    await app.user.click(parent)
    expect(parent).toBeChecked()
    expect(children().every((box) => (box as HTMLInputElement).checked)).toBe(true)
    await app.user.click(parent)
    expect(children().some((box) => (box as HTMLInputElement).checked)).toBe(false)
    expect(parent).not.toHaveAttribute('data-indeterminate')
    await app.user.click(within(list).getByRole('checkbox', { name: 'Police report' }))
    expect(parent).toHaveAttribute('data-indeterminate', 'true')

    // No cover chosen: the group's error; one chosen: saved.
    const covers = section('Group with validation')
    await app.user.click(within(covers).getByRole('button', { name: 'Save covers' }))
    expect(await within(covers).findByText('Choose at least one cover.')).toBeInTheDocument()
    await app.user.click(within(covers).getByRole('checkbox', { name: 'Theft' }))
    await waitFor(() => expect(within(covers).queryByText('Choose at least one cover.')).toBeNull())
    await app.user.click(within(covers).getByRole('button', { name: 'Save covers' }))
    expect(await within(covers).findByText('1 cover saved.')).toBeInTheDocument()
  })

  it('the payment frequency is required, then saved once chosen; plan prices in the reader’s format', async () => {
    const app = await openApp('/forms/elements/radio')
    await heading('Radio')
    const save = await screen.findByRole('button', { name: 'Save frequency' })
    const payment = section('Payment frequency')
    const group = within(payment).getByRole('radiogroup', { name: /How often/ })
    await app.user.click(save)
    expect(
      await within(payment).findByText('Choose how often the premium is paid.'),
    ).toBeInTheDocument()
    expect(group).toHaveAccessibleDescription(/Choose how often the premium is paid\./)
    await app.user.click(within(group).getByRole('radio', { name: 'Quarterly' }))
    await waitFor(() =>
      expect(within(payment).queryByText('Choose how often the premium is paid.')).toBeNull(),
    )
    await app.user.click(save)
    expect(await within(payment).findByText('Saved: Quarterly.')).toBeInTheDocument()
    expect(screen.getByTestId('plan-price-premium')).toHaveTextContent('€1,249.90 a year')
  })

  it('a notification switch saves the user’s preference at once; a switch group keeps one channel', async () => {
    const app = await openApp('/forms/elements/switch')
    await heading('Switch')
    const followers = await screen.findByRole('switch', { name: 'New followers' })
    const was = (followers as HTMLInputElement).checked
    await app.user.click(followers)
    const settings = section('Settings that save at once')
    await waitFor(() => expect(within(settings).getByRole('status')).toHaveTextContent('Saved.'))
    expect(followers).toHaveProperty('checked', !was)

    // Two flips in a row, the second before the first is saved: both are kept.
    const digest = screen.getByRole('switch', { name: 'Weekly blog digest' })
    const updates = screen.getByRole('switch', { name: 'Product updates' })
    const before = [(digest as HTMLInputElement).checked, (updates as HTMLInputElement).checked]
    await app.user.click(digest)
    await app.user.click(updates)
    await waitFor(() => expect(within(settings).getByRole('status')).toHaveTextContent('Saved.'))

    // Saved for the user: the page afresh, and the account settings, read it back.
    await app.reload()
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Weekly blog digest' })).toHaveProperty(
        'checked',
        !before[0],
      ),
    )
    expect(screen.getByRole('switch', { name: 'Product updates' })).toHaveProperty(
      'checked',
      !before[1],
    )
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'New followers' })).toHaveProperty('checked', !was),
    )
    await app.visit('/pages/account-settings?tab=notifications')
    const card = await screen.findByTestId('notifications-card')
    expect(within(card).getByRole('switch', { name: 'New followers' })).toHaveProperty(
      'checked',
      !was,
    )

    // The group: every channel off is refused on save.
    await app.visit('/forms/elements/switch')
    const email = await screen.findByRole('switch', { name: 'Email' })
    const group = section('Switch group with validation')
    await app.user.click(email)
    await app.user.click(within(group).getByRole('button', { name: 'Save channels' }))
    expect(await within(group).findByText('Keep at least one channel on.')).toBeInTheDocument()
    await app.user.click(within(group).getByRole('switch', { name: 'Text message' }))
    await app.user.click(within(group).getByRole('button', { name: 'Save channels' }))
    expect(await within(group).findByText('Claim alert channels saved.')).toBeInTheDocument()
  })

  it('an amount with its currency and a phone with its prefix are checked together', async () => {
    const app = await openApp('/forms/elements/input-group')
    await heading('Input Group')
    const amount = await screen.findByRole('textbox', { name: /Sum insured/ })
    const quote = section('Amount with currency, phone with prefix')
    await app.user.click(within(quote).getByRole('button', { name: 'Request quote' }))
    expect(await within(quote).findByText('Enter an amount greater than zero.')).toBeInTheDocument()

    // The currency is the next tab stop after the amount, with its own name.
    await app.user.type(amount, '45000')
    await app.user.tab()
    expect(within(quote).getByRole('combobox', { name: 'Currency' })).toHaveFocus()
    await app.user.selectOptions(within(quote).getByRole('combobox', { name: 'Currency' }), 'GBP')
    await app.user.selectOptions(
      within(quote).getByRole('combobox', { name: 'Country prefix' }),
      '+351',
    )
    const phone = within(quote).getByRole('textbox', { name: /Contact phone/ })
    await app.user.type(phone, '91234')
    await app.user.click(within(quote).getByRole('button', { name: 'Request quote' }))
    expect(
      await within(quote).findByText(/Enter the national number in digits/),
    ).toBeInTheDocument()
    await app.user.type(phone, '5678')
    await app.user.click(within(quote).getByRole('button', { name: 'Request quote' }))
    expect(
      await within(quote).findByText(
        'Quote requested for £45,000.00; we will call +351 912345678.',
      ),
    ).toBeInTheDocument()
  })
})
