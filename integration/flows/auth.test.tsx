/** The sign-in form's refusals and validation, signed out (moved from e2e/auth.spec.ts). */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openSignedOut, setUpFlows } from '../support/app'

setUpFlows()

const LOGIN_FAILED = 'Email or Password is Invalid'

/** The sign-in form, once usable: the fields can be typed into and the button pressed. */
async function loginForm() {
  const email = await screen.findByLabelText('Email')
  const password = screen.getByLabelText('Password')
  const submit = screen.getByRole('button', { name: 'Sign in' })
  expect(email).toBeVisible()
  expect(email).toBeEnabled()
  expect(password).toBeEnabled()
  expect(submit).toBeEnabled()
  return { email, password, submit }
}

describe('sign-in', () => {
  it('a wrong password is refused under the email field', async () => {
    const app = await openSignedOut('/login')
    const { email, password, submit } = await loginForm()
    await app.user.type(email, 'admin@demo.com')
    await app.user.type(password, 'not-the-password')
    await app.user.click(submit)
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription(LOGIN_FAILED)
    expect(app.location()).toMatch(/^\/login/)
  })

  it('empty fields show validation messages', async () => {
    const app = await openSignedOut('/login')
    const { email, password, submit } = await loginForm()
    await app.user.click(submit)
    await waitFor(() => expect(email).toHaveAccessibleDescription(/required/i))
    expect(password).toHaveAccessibleDescription(/required/i)
    expect(app.location()).toMatch(/^\/login/)
  })
})
