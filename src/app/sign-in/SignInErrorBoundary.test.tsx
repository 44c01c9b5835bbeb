// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AuthEnv } from '@/features/auth/sign-in'
import { stubMatchMedia } from '@/test/match-media'
import { SignInScreen } from './SignInApp'
import { translatorFor } from './sign-in-strings'

const reload = vi.fn()

beforeAll(() => {
  stubMatchMedia()
  vi.stubGlobal('location', { ...window.location, reload })
  // React reports the error it caught, and so does the boundary.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(cleanup)

describe('the sign-in screens’ error boundary', () => {
  it('shows what failed and a Reload, instead of a blank page, when a screen throws', () => {
    const english = translatorFor('en')
    // The form's own strings fail (a bug in the screen); the shell's strings still read.
    const t: AuthEnv['t'] = (key, values) => {
      if (!key.startsWith('shell.')) throw new Error('The sign-in form could not render')
      return english(key, values)
    }
    const env: AuthEnv = {
      t,
      Link: (props) => <a href={props.to}>{props.children}</a>,
      navigate: async () => undefined,
      redirect: () => undefined,
      prepareSignIn: async () => undefined,
    }
    render(<SignInScreen env={env} path="/login" />)
    const fallback = screen.getByTestId('sign-in-error')
    expect(fallback.textContent).toContain('This screen could not be shown')
    expect(fallback.textContent).toContain('The sign-in form could not render')
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
  })
})
