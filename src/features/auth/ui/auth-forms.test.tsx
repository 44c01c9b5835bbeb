// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { prepareAuthTests, renderWithRouter } from './test-harness'

beforeAll(prepareAuthTests)
afterEach(cleanup)

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

describe('the shared auth forms', () => {
  it('sign-in: links to the real screens, or to the siblings in its frame', async () => {
    renderWithRouter(<LoginForm />)
    await screen.findByRole('button', { name: 'Sign in' })
    expect(href('Forgot password?')).toBe('/forgot-password')
    expect(href('Create an account')).toBe('/register')
    cleanup()

    renderWithRouter(<LoginForm frame="cover" />)
    await screen.findByRole('button', { name: 'Sign in' })
    expect(href('Forgot password?')).toBe('/pages/forgot-password-cover')
    expect(href('Create an account')).toBe('/pages/register-cover')
  })

  it('sign-in: empty or malformed fields are refused before any call', async () => {
    renderWithRouter(<LoginForm frame="basic" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@' } })
    expect(screen.queryByText('Email is required')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
  })

  it('sign-up: validates every field and links back to sign-in in its frame', async () => {
    renderWithRouter(<RegisterForm frame="basic" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }))
    expect(screen.getByText('Username is required')).toBeTruthy()
    expect(screen.getByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    expect(screen.getByText('Please accept the terms')).toBeTruthy()
    expect(href('Sign in instead')).toBe('/pages/login-basic')
  })

  it('forgot password: a valid address ends in the honest note, back in its frame', async () => {
    renderWithRouter(<ForgotPasswordForm frame="cover" />)
    const email = await screen.findByLabelText('Email')
    fireEvent.change(email, { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'ana@agency.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByRole('status').textContent).toContain('no reset link went to ana@agency.com')
    expect(href('Back to login')).toBe('/pages/login-cover')
  })
})
