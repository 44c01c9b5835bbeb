/**
 * The prerendered `/login`'s two inline scripts (scripts/prerender-sign-in.ts serialises these
 * functions, so each uses nothing from outside its body but its argument). They run before the
 * first paint, so the form shows in the user's skin, direction and language, with the remembered
 * address, and holds a submit until React has hydrated the form (`./take-over.ts` sends it).
 */

export interface PrepaintKeys {
  /** The customizer's persisted settings (zustand's `{ state, version }`). */
  layout: string
  /** The address "Remember me" keeps. */
  rememberEmail: string
}

/** What the build puts into `login.html` (scripts/prerender-sign-in.ts). */
export interface PrerenderedLogin {
  markup: string
  headScript: string
  bodyScript: string
}

/** In `<head>`: the skin, direction and language the app would set, before anything paints. */
export function prepaintDocument(keys: PrepaintKeys): void {
  let settings: object = {}
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keys.layout) ?? '{}')
    const state = stored !== null && typeof stored === 'object' && 'state' in stored && stored.state
    if (typeof state === 'object' && state !== null) settings = state
  } catch {
    // Unreadable settings: the defaults, as the app would use.
  }
  const html = document.documentElement
  html.dir = 'rtl' in settings && settings.rtl ? 'rtl' : 'ltr'
  html.lang =
    'language' in settings && typeof settings.language === 'string' ? settings.language : 'en'
  const dark = 'skin' in settings && settings.skin === 'dark'
  html.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light')
}

/**
 * After the form's markup: the prerendered form is in English, so another language gets the
 * loading screen until the app renders the form in it; the remembered address is filled in and
 * the address field focused; a submit is held: the markup's form has no action of its own (a
 * native submit would reload the page), and React, hydrating meanwhile, must not see it too.
 */
export function prepaintForm(keys: PrepaintKeys): void {
  const root = document.getElementById('root')
  if (!root) return
  if (document.documentElement.lang !== 'en') {
    const boot = document.getElementById('boot-screen')
    root.removeAttribute('data-prerendered')
    root.replaceChildren(
      ...(boot instanceof HTMLTemplateElement ? [boot.content.cloneNode(true)] : []),
    )
    return
  }
  const email = localStorage.getItem(keys.rememberEmail)
  const emailInput = root.querySelector<HTMLInputElement>('input[type="email"]')
  const remember = root.querySelector<HTMLInputElement>('input[type="checkbox"]')
  // The markup may take input before this runs (the parser can stop between the two on a slow
  // line or a busy machine): what was typed stays, and so does the focus.
  if (email && emailInput && remember && !emailInput.value) {
    emailInput.value = email
    remember.checked = true
  }
  // The form's `autoFocus`, which server rendering leaves to the client.
  const active = document.activeElement
  if (!active || active === document.body) emailInput?.focus()
  const hold = (event: Event) => {
    // Once the app has taken over, or this form is gone, a submit is none of this script's.
    if (!root.isConnected || !root.hasAttribute('data-prerendered')) {
      document.removeEventListener('submit', hold, true)
      return
    }
    event.preventDefault()
    event.stopPropagation()
    root.setAttribute('data-submitted', '')
  }
  document.addEventListener('submit', hold, true)
}

/** The text of an inline `<script>` that runs `run(keys)`. */
export const inlineScript = (run: (keys: PrepaintKeys) => void, keys: PrepaintKeys): string =>
  `(${run.toString()})(${JSON.stringify(keys)})`
