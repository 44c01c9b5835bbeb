// @vitest-environment jsdom
/**
 * The prerendered `/login` hydrated by the sign-in shell, as the page does it: the build's markup
 * and inline scripts, then `hydrateRoot`. The markup must be kept (the same nodes, no mismatch),
 * and with it what was typed before any script ran, the focus and the caret.
 */
import { act, cleanup } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { stubMatchMedia } from '@/test/match-media'
import { prerenderLogin } from './prerender'
import { SignInApp } from './SignInApp'

vi.mock('../load-app', async () => (await import('@/test/stub-app')).loadAppStub)

let root: Root | undefined
const recoverable = vi.fn()
const consoleError = vi.spyOn(console, 'error')

/** The page as the build writes it, after its two inline scripts ran. */
function prerenderedPage() {
  const login = prerenderLogin()
  document.body.innerHTML = `<div id="root" data-prerendered>${login.markup}</div>`
  new Function(login.headScript)()
  new Function(login.bodyScript)()
  const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!
  return {
    root: document.getElementById('root')!,
    form: document.querySelector('form')!,
    email: field('input[type="email"]'),
    password: field('input[autocomplete="current-password"]'),
    remember: field('input[type="checkbox"]'),
  }
}

/** What React recovered from by rendering afresh, with the reason (empty when it hydrated). */
const recovered = () =>
  recoverable.mock.calls.map(([error]: unknown[]) =>
    error instanceof Error ? String(error.cause ?? error) : String(error),
  )

const hydrate = (container: HTMLElement) =>
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <SignInApp />
      </StrictMode>,
      { onRecoverableError: recoverable },
    )
  })

beforeAll(stubMatchMedia)
beforeEach(() => window.history.replaceState(null, '', '/login'))
afterEach(() => {
  act(() => root?.unmount())
  cleanup()
  localStorage.clear()
  useCustomizer.getState().reset()
  vi.clearAllMocks()
})

describe('the prerendered sign-in form, hydrated', () => {
  it('keeps its nodes, what was typed, the focus and the caret, without a mismatch', async () => {
    localStorage.setItem('corredor-remember-email', 'ana@agency.com')
    const page = prerenderedPage()
    expect([page.email.value, page.remember.checked]).toEqual(['ana@agency.com', true])
    page.password.value = 'secret'
    page.password.focus()
    page.password.setSelectionRange(2, 4)

    await hydrate(page.root)
    expect(recovered()).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    expect(page.root.hasAttribute('data-prerendered')).toBe(false)
    // The same elements: React adopted the markup instead of replacing it.
    expect(page.root.querySelector('input[type="email"]')).toBe(page.email)
    expect(page.email.value).toBe('ana@agency.com')
    expect(page.remember.checked).toBe(true)
    expect(page.password.value).toBe('secret')
    expect(document.activeElement).toBe(page.password)
    expect([page.password.selectionStart, page.password.selectionEnd]).toEqual([2, 4])
  })

  it('keeps the stored skin and direction from the start, without a mismatch', async () => {
    const state = { skin: 'dark', rtl: true, language: 'en' }
    localStorage.setItem('corredor-layout', JSON.stringify({ state, version: 1 }))
    await useCustomizer.persist.rehydrate()
    const page = prerenderedPage()
    const html = document.documentElement
    const records: MutationRecord[] = []
    const observer = new MutationObserver((list) => records.push(...list))
    observer.observe(html, { attributes: true, attributeOldValue: true })

    await hydrate(page.root)
    // Every value the two attributes had on the way, and their last.
    const seen = [...records, ...observer.takeRecords(), null].map((record) => {
      const name = record?.attributeName
      return name === 'dir' || name === 'data-mantine-color-scheme'
        ? `${name}=${record?.oldValue}`
        : `dir=${html.dir} scheme=${html.getAttribute('data-mantine-color-scheme')}`
    })
    observer.disconnect()

    expect(recovered()).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    // Never light or left-to-right on the way, not even for a render.
    expect(seen.filter((value) => /=(ltr|light)\b/.test(value))).toEqual([])
    expect(page.root.querySelector('input[type="email"]')).toBe(page.email)
  })

  it('sends a submit held before hydration once, and the page never submits by itself', async () => {
    const page = prerenderedPage()
    const submits = vi.fn()
    page.form.addEventListener('submit', submits)
    const early = new Event('submit', { bubbles: true, cancelable: true })
    page.form.dispatchEvent(early)
    // Held by the inline script: no native submit (a page load, the fields in the address).
    expect(early.defaultPrevented).toBe(true)
    expect(page.root.hasAttribute('data-submitted')).toBe(true)

    await hydrate(page.root)

    // Stopped before it reached the form (React, hydrating, must not see it too); sent once by
    // the take-over, to the form's own handler: the empty fields are refused.
    expect(submits).toHaveBeenCalledOnce()
    expect(page.root.hasAttribute('data-submitted')).toBe(false)
    expect(page.root.textContent).toContain('Email is required')
    expect(recovered()).toEqual([])
  })
})
