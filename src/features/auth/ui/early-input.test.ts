// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readEarlyInput, restoreEarlyInput } from './early-input'

/** A prerendered sign-in form as the build writes it (the inputs the form renders). */
function page(attributes = 'data-prerendered') {
  document.body.innerHTML = `<div id="root" ${attributes}><form>
    <input type="email" /><input type="password" autocomplete="current-password" />
    <input type="checkbox" /><button type="submit">Sign in</button></form></div>`
  const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!
  return {
    form: document.querySelector('form')!,
    email: field('input[type="email"]'),
    password: field('input[autocomplete="current-password"]'),
    remember: field('input[type="checkbox"]'),
  }
}

afterEach(() => void (document.body.innerHTML = ''))

describe('early input on the prerendered sign-in form', () => {
  it('is nothing without prerendered markup', () => {
    page('')
    expect(readEarlyInput()).toBeNull()
  })

  it('reads what was typed, the field with the caret and its selection, and a held submit', () => {
    const { email, password, remember } = page('data-prerendered data-submitted')
    email.value = 'ana@agency.com'
    password.value = 'secret'
    remember.checked = true
    password.focus()
    password.setSelectionRange(2, 4)
    expect(readEarlyInput()).toEqual({
      email: 'ana@agency.com',
      password: 'secret',
      remember: true,
      focus: 'password',
      selection: [2, 4],
      submitted: true,
    })
  })

  it('puts the caret back and sends the held submit once, then the markup is taken over', () => {
    const { form, password } = page('data-prerendered data-submitted')
    password.value = 'secret'
    password.focus()
    password.setSelectionRange(1, 1)
    const early = readEarlyInput()
    password.blur()
    const submits = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submits)

    restoreEarlyInput(form, early)
    restoreEarlyInput(form, early)

    expect(document.activeElement).toBe(password)
    expect(password.selectionStart).toBe(1)
    expect(submits).toHaveBeenCalledOnce()
    expect(document.getElementById('root')!.hasAttribute('data-prerendered')).toBe(false)
    expect(readEarlyInput()).toBeNull()
  })
})
