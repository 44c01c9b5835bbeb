// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { prepareAuthTests, renderWithRouter } from '../test-harness'
import { ResetPasswordForm } from './ResetPasswordForm'
import { TwoStepsForm } from './TwoStepsForm'

beforeAll(prepareAuthTests)
afterEach(cleanup)

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('reset-password form', () => {
  it('holds the new password to every rule and the confirmation to it', async () => {
    renderWithRouter(<ResetPasswordForm frame="cover" />)
    const submit = await screen.findByRole('button', { name: 'Set new password' })
    fireEvent.click(submit)
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter a new password')).toBeTruthy()
    expect(screen.getByText('Confirm the new password')).toBeTruthy()

    typeInto('New password', 'secret1')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25')
    expect(screen.getByText('At least 8 characters').textContent).toContain('not met yet')
    typeInto('Confirm password', 'secret1')
    fireEvent.click(submit)
    expect(screen.getByText('The password must meet every rule below')).toBeTruthy()

    typeInto('New password', 'Secret2024!')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
    fireEvent.click(submit)
    expect(screen.getByText('The passwords do not match')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()

    typeInto('Confirm password', 'Secret2024!')
    fireEvent.click(submit)
    const outcome = screen.getByRole('status')
    expect(within(outcome).getByRole('heading').textContent).toBe('No password was changed')
    // Back to the sign-in screen of the same frame.
    expect(within(outcome).getByRole('link').getAttribute('href')).toBe('/pages/login-cover')
  })
})

describe('two-steps form', () => {
  const digits = () => screen.getAllByLabelText(/^Digit \d of 6$/)

  it('wants all six digits, then says honestly that nothing was checked', async () => {
    renderWithRouter(<TwoStepsForm frame="basic" />)
    const submit = await screen.findByRole('button', { name: 'Verify my account' })
    expect(digits()).toHaveLength(6)
    fireEvent.click(submit)
    expect(screen.getByText('Enter the security code')).toBeTruthy()

    fireEvent.change(digits()[0]!, { target: { value: 'x' } })
    for (const [index, value] of ['1', '2', '3'].entries())
      fireEvent.change(digits()[index]!, { target: { value } })
    fireEvent.click(submit)
    const error = screen.getByText('Enter all 6 digits of the code')
    expect(digits()[0]!.getAttribute('aria-invalid')).toBe('true')
    expect(
      screen
        .getByRole('group', { name: 'Type your 6-digit security code' })
        .getAttribute('aria-describedby'),
    ).toBe(error.id)

    for (const [index, value] of ['4', '5', '6'].entries())
      fireEvent.change(digits()[index + 3]!, { target: { value } })
    expect(screen.queryByText('Enter all 6 digits of the code')).toBeNull()
    fireEvent.click(submit)
    const outcome = screen.getByRole('status')
    expect(within(outcome).getByRole('heading').textContent).toBe('The code was not checked')
    expect(outcome.textContent).toContain('123456')
    expect(within(outcome).getByRole('link').getAttribute('href')).toBe('/pages/login-basic')
  })

  it('resending says no code was sent', async () => {
    renderWithRouter(<TwoStepsForm frame="basic" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }))
    expect(screen.getByRole('status').textContent).toBe(
      'No code was sent: this offline install sends no text messages.',
    )
  })
})
