/**
 * The UI kit's form patterns: a wizard that holds each step until it is valid, a repeater of
 * insured items checked as a list, and a username checked against the users API as it is typed.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { fill, pick } from '../support/queries'

setUpFlows()

describe('UI kit: form patterns', () => {
  it('finishes the wizard with a validation error fixed on the way', async () => {
    const app = await openApp('/forms/wizard')
    await heading('Form Wizard')
    const wizard = await screen.findByTestId('wizard-horizontal')
    const box = (name: string) => within(wizard).getByRole('textbox', { name })
    const next = () => app.user.click(within(wizard).getByRole('button', { name: 'Next' }))

    // Step 1: a bad email keeps the step; fixed, Next opens the vehicle.
    await fill(app.user, box('Full name'), 'Lucía Fernández')
    await fill(app.user, box('Email'), 'lucia@')
    await fill(app.user, box('Phone'), '+34 600 123 456')
    await next()
    expect(within(wizard).getByText('Enter a valid email address.')).toBeVisible()
    expect(within(wizard).getByText('Step 1 of 4: Policyholder')).toBeVisible()
    expect(box('Email')).toHaveFocus()
    await fill(app.user, box('Email'), 'lucia@example.com')
    await next()
    expect(await within(wizard).findByText('Step 2 of 4: Vehicle')).toBeVisible()

    // Step 2: only its own fields are checked; Back keeps what was typed on step 1.
    await next()
    expect(within(wizard).getAllByText('This field is required.')).toHaveLength(4)
    await app.user.click(within(wizard).getByRole('button', { name: 'Back' }))
    expect(box('Email')).toHaveValue('lucia@example.com')
    expect(box('Full name')).toHaveValue('Lucía Fernández')
    await next()
    await fill(app.user, box('Number plate'), '1234 bcd')
    await fill(app.user, box('Make and model'), 'Seat Ibiza')
    await fill(app.user, box('Year of registration'), '2021')
    await fill(app.user, box('Market value'), '18000')
    await next()

    // Step 3: a plan and a start day, then the review.
    expect(await within(wizard).findByText('Step 3 of 4: Coverage')).toBeVisible()
    // A finished step is one click away, and coming back forward keeps everything.
    await app.user.click(within(wizard).getByRole('button', { name: /Policyholder/ }))
    expect(within(wizard).getByText('Step 1 of 4: Policyholder')).toBeVisible()
    expect(box('Phone')).toHaveValue('+34 600 123 456')
    await next()
    expect(box('Number plate')).toHaveValue('1234 bcd')
    await next()
    expect(await within(wizard).findByText('Step 3 of 4: Coverage')).toBeVisible()
    await pick(app.user, wizard, 'Plan', 'Comprehensive')
    await app.user.click(within(wizard).getByRole('button', { name: 'Cover starts on' }))
    await app.user.click(document.querySelector<HTMLElement>('[data-direction="next"]')!)
    await app.user.click(screen.getAllByRole('button', { name: /^15 / })[0]!)
    await next()
    const review = await within(wizard).findByRole('table', { name: 'Policy summary' })
    expect(review).toHaveTextContent('Lucía Fernández')
    expect(review).toHaveTextContent('1234 BCD')
    expect(review).toHaveTextContent('Comprehensive')

    // The confirmation must be ticked before the policy is issued.
    const issue = within(wizard).getByRole('button', { name: 'Issue policy' })
    await app.user.click(issue)
    expect(await within(wizard).findByText('Tick the box to confirm the details.')).toBeVisible()
    await app.user.click(within(wizard).getByRole('checkbox', { name: /I confirm/ }))
    await app.user.click(issue)
    const done = await within(wizard).findByRole('status', {}, { timeout: 3000 })
    expect(done).toHaveTextContent('Policy issued')
    expect(done).toHaveTextContent(/POL-\d{8}-1234BCD/)
    expect(done).toHaveTextContent('Lucía Fernández')
  })

  it('the repeater adds three rows and refuses an empty one', async () => {
    const app = await openApp('/forms/repeater')
    await heading('Form Repeater')
    const form = await screen.findByRole('form', { name: 'Insured items' })
    const rows = () => within(form).getAllByTestId('item-row')
    const add = () => app.user.click(within(form).getByRole('button', { name: 'Add an item' }))
    expect(rows()).toHaveLength(2)
    const items: [string, string, string][] = [
      ['Road bike', 'Bicycles', '1800'],
      ['Oil painting', 'Art and antiques', '4500'],
      ['Antique desk', 'Furniture', '1200'],
    ]
    for (const [index, [name, category, value]] of items.entries()) {
      const row = index + 3
      await add()
      expect(rows()).toHaveLength(row)
      // The new row's first field takes the focus.
      expect(within(form).getByRole('textbox', { name: `Item ${row}` })).toHaveFocus()
      if (index === 0) {
        // A row is not added after an empty one.
        await add()
        expect(within(form).getByRole('alert')).toHaveTextContent(
          'Fill in the last item before adding another.',
        )
        expect(rows()).toHaveLength(3)
      }
      await fill(app.user, within(form).getByRole('textbox', { name: `Item ${row}` }), name)
      await pick(app.user, form, `Item ${row} category`, category)
      await fill(app.user, within(form).getByRole('textbox', { name: `Item ${row} value` }), value)
    }
    expect(rows()).toHaveLength(5)
    expect(within(form).getByTestId('items-total')).toHaveTextContent(
      'Items: 5 · total €13,700.00 of €25,000.00',
    )

    // An empty row on submit shows its fields' errors; removing it can be undone.
    await add()
    await app.user.click(within(form).getByRole('button', { name: 'Save items' }))
    expect(await within(rows()[5]!).findAllByText('Required.')).toHaveLength(3)
    expect(within(form).getByRole('textbox', { name: 'Item 6' })).toHaveFocus()
    await app.user.click(within(form).getByRole('button', { name: 'Remove item 6' }))
    expect(rows()).toHaveLength(5)
    await app.user.click(within(form).getByRole('button', { name: 'Undo' }))
    expect(rows()).toHaveLength(6)
    await app.user.click(within(form).getByRole('button', { name: 'Remove item 6' }))

    // Moving a row keeps its values; a name listed twice is refused on its row.
    await app.user.click(within(form).getByRole('button', { name: 'Move item 5 up' }))
    expect(within(form).getByRole('textbox', { name: 'Item 4' })).toHaveValue('Antique desk')
    expect(within(form).getByRole('button', { name: 'Move item 4 up' })).toHaveFocus()
    await fill(app.user, within(form).getByRole('textbox', { name: 'Item 4' }), 'road bike')
    await app.user.click(within(form).getByRole('button', { name: 'Save items' }))
    expect(await within(rows()[3]!).findByText('This item is already listed.')).toBeVisible()
    await fill(app.user, within(form).getByRole('textbox', { name: 'Item 4' }), 'Antique desk')
    await app.user.click(within(form).getByRole('button', { name: 'Save items' }))
    await waitFor(() =>
      expect(screen.getByText('Insured items saved: 5, worth €13,700.00.')).toBeVisible(),
    )
  })

  it("checks a username with the users API as it is typed, and maps the API's own 400", async () => {
    const app = await openApp('/forms/validation')
    await heading('Form Validation')
    const form = await screen.findByRole('form', { name: 'New agent account' })

    // Submitting the empty form: each rule's message on its field, the first field focused.
    await app.user.click(within(form).getByRole('button', { name: 'Create account' }))
    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThan(4)
    expect(within(form).getByText('Accept the code of conduct to continue.')).toBeVisible()
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveFocus()

    const username = within(form).getByRole('textbox', { name: 'Username' })
    const status = within(form).getByTestId('username-status')
    await fill(app.user, username, 'johndoe')
    expect(status).toHaveTextContent('Checking availability…')
    expect(await within(form).findByText('johndoe is already taken: try another.')).toBeVisible()
    expect(username).toHaveAttribute('aria-invalid', 'true')
    await fill(app.user, username, 'lucia.nueva')
    await waitFor(() => expect(status).toHaveTextContent('lucia.nueva is available'))
    expect(username).not.toHaveAttribute('aria-invalid', 'true')

    // A name the client lets through: the API's 400 names `username` and lands on the field.
    const server = screen.getByRole('form', { name: 'Errors from the server' })
    const asked = within(server).getByRole('textbox', { name: 'Username to check' })
    await app.user.click(within(server).getByRole('button', { name: 'Ask the server' }))
    expect(
      await within(server).findByText('Letters, digits, dots, dashes and underscores only'),
    ).toBeVisible()
    expect(asked).toHaveAttribute('aria-invalid', 'true')
    await fill(app.user, asked, 'diego.ramirez')
    await app.user.click(within(server).getByRole('button', { name: 'Ask the server' }))
    expect(await within(server).findByRole('status')).toHaveTextContent(
      'diego.ramirez is already taken.',
    )
  })

  it('a layout refuses an empty client, focus on the first field, then saves a complete one', async () => {
    const app = await openApp('/forms/layout')
    await heading('Form Layout')
    const form = await screen.findByRole('form', { name: 'Multi-column' })
    const box = (name: string) => within(form).getByRole('textbox', { name })
    await app.user.click(within(form).getByRole('button', { name: 'Save client' }))
    expect(box('Full name or company name')).toHaveFocus()
    expect(within(form).getAllByText('This field is required.')).toHaveLength(7)
    await fill(app.user, box('Full name or company name'), 'Carmen Ortega')
    await fill(app.user, box('Tax ID'), '1234')
    await fill(app.user, box('Email'), 'carmen.ortega@example.com')
    await fill(app.user, box('Phone'), '+34 611 222 333')
    await fill(app.user, box('Street and number'), 'Calle Mayor 12')
    await fill(app.user, box('City'), 'Valencia')
    await fill(app.user, box('Postcode'), '46001')
    await app.user.click(within(form).getByRole('button', { name: 'Save client' }))
    expect(within(form).getByText('Enter a DNI, NIE or CIF, e.g. 12345678Z.')).toBeVisible()
    expect(box('Tax ID')).toHaveFocus()
    await fill(app.user, box('Tax ID'), '12345678Z')
    await app.user.click(within(form).getByRole('button', { name: 'Save client' }))
    expect(await screen.findByText('Carmen Ortega was added to your clients.')).toBeVisible()
    expect(box('Full name or company name')).toHaveValue('')
  })
})
