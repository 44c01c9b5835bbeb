// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { stubMatchMedia } from '@/test/match-media'
import { app } from '@/test/stub-app'
import { SignInApp } from './SignInApp'
import { go, startSignInHistory, stopSignInHistory } from './sign-in-history'
import { loadStrings } from './sign-in-strings'

// The app itself is not loaded here: the shell hands over to it, and that hand-over is checked.
vi.mock('../load-app', async () => (await import('@/test/stub-app')).loadAppStub)

const leave = vi.fn(
  (href: string, options: { replace: boolean }) => app.enterApp(href, options) as Promise<void>,
)

beforeAll(stubMatchMedia)
beforeEach(() => {
  window.history.replaceState(null, '', '/login')
  startSignInHistory(leave)
})
afterEach(() => {
  cleanup()
  stopSignInHistory()
  vi.clearAllMocks()
  useCustomizer.getState().reset()
})

describe('the sign-in shell', () => {
  it('moves between the sign-in screens in place, Back and Forward included', async () => {
    render(<SignInApp />)
    fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }))
    expect(window.location.pathname).toBe('/register')
    expect(await screen.findByLabelText('Username')).toBeTruthy()
    act(() => window.history.back())
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy()
    expect(leave).not.toHaveBeenCalled()
  })

  it('hands over to the app for any other path, replacing the entry on Back or Forward', async () => {
    await go('/apps/email?folder=sent')
    expect(leave).toHaveBeenLastCalledWith('/apps/email?folder=sent', { replace: false })
    window.history.pushState(null, '', '/settings')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(leave).toHaveBeenLastCalledWith('/settings', { replace: true })
  })

  it('loads the app while the form is filled', async () => {
    render(<SignInApp />)
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'a' } })
    await vi.waitFor(() => expect(app.prepareApp).toHaveBeenCalled())
  })

  it("speaks the customizer's language", async () => {
    useCustomizer.setState({ language: 'es' })
    await loadStrings('es')
    render(<SignInApp />)
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('es')
  })
})
