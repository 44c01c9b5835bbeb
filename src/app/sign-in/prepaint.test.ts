// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inlineScript, prepaintDocument, prepaintForm, type PrepaintKeys } from './prepaint'

const keys: PrepaintKeys = { layout: 'corredor-layout', rememberEmail: 'corredor-remember-email' }

/** Runs the inline script's text, as the page does: it must need nothing from this module. */
const run = (script: (keys: PrepaintKeys) => void) =>
  new Function(inlineScript(script, keys)) as () => void

const settings = (state: object) =>
  localStorage.setItem(keys.layout, JSON.stringify({ state, version: 1 }))

beforeEach(() => {
  document.body.innerHTML = `<div id="root" data-prerendered><form>
    <input type="email" /><input type="checkbox" /><button type="submit">Sign in</button>
    </form></div><template id="boot-screen"><div id="boot">Loading</div></template>`
})
afterEach(() => {
  localStorage.clear()
  // The files of a tier share one document: the next one starts in English, light, left to right.
  const html = document.documentElement
  for (const name of ['data-mantine-color-scheme', 'lang', 'dir']) html.removeAttribute(name)
  document.body.replaceChildren()
})

describe('the prerendered sign-in page before any script', () => {
  it('takes the skin, direction and language the user chose, or the defaults', () => {
    run(prepaintDocument)()
    const html = document.documentElement
    expect([html.dir, html.lang, html.getAttribute('data-mantine-color-scheme')]).toEqual([
      'ltr',
      'en',
      'light',
    ])
    settings({ skin: 'dark', rtl: true, language: 'en' })
    run(prepaintDocument)()
    expect([html.dir, html.getAttribute('data-mantine-color-scheme')]).toEqual(['rtl', 'dark'])
    localStorage.setItem(keys.layout, '{not json')
    run(prepaintDocument)()
    expect(html.dir).toBe('ltr')
  })

  it('fills in the remembered address, focuses the field and holds a submit', () => {
    localStorage.setItem(keys.rememberEmail, 'ana@agency.com')
    run(prepaintDocument)()
    run(prepaintForm)()
    const email = document.querySelector<HTMLInputElement>('input[type="email"]')!
    expect(email.value).toBe('ana@agency.com')
    expect(document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true)
    expect(document.activeElement).toBe(email)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    const form = document.querySelector('form')!
    // Nothing below the document sees it: not the form, nor React hydrating meanwhile.
    const below = vi.fn()
    form.addEventListener('submit', below)
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(below).not.toHaveBeenCalled()
    expect(document.getElementById('root')!.hasAttribute('data-submitted')).toBe(true)
    // Once the app has taken over, a submit is the app's.
    document.getElementById('root')!.removeAttribute('data-prerendered')
    const later = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
    expect(below).toHaveBeenCalledTimes(1)
  })

  it('keeps what was typed before it ran, and the field the user is in', () => {
    localStorage.setItem(keys.rememberEmail, 'ana@agency.com')
    document.body.insertAdjacentHTML('beforeend', '<input type="password" id="password" />')
    const email = document.querySelector<HTMLInputElement>('input[type="email"]')!
    const password = document.querySelector<HTMLInputElement>('#password')!
    email.value = 'bo@agency.com'
    password.focus()
    run(prepaintDocument)()
    run(prepaintForm)()
    expect(email.value).toBe('bo@agency.com')
    expect(document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false)
    expect(document.activeElement).toBe(password)
  })

  it('shows the loading screen instead of the English form for another language', () => {
    settings({ language: 'es' })
    run(prepaintDocument)()
    run(prepaintForm)()
    const root = document.getElementById('root')!
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    expect(root.querySelector('form')).toBeNull()
    expect(root.querySelector('#boot')?.textContent).toBe('Loading')
  })
})
