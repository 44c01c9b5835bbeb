/**
 * The build prerenders `/login` (scripts/prerender-sign-in.ts), so a returning user can type
 * before any script has run. When the form mounts over that markup it takes over what was typed,
 * which field had the caret, and a submit made meanwhile (the page's inline script holds it:
 * `data-submitted` on the root).
 */
export interface EarlyInput {
  email: string
  password: string
  remember: boolean
  focus: 'email' | 'password' | null
  selection: [number, number] | null
  submitted: boolean
}

const FIELDS = {
  email: 'input[type="email"]',
  password: 'input[autocomplete="current-password"]',
  remember: 'input[type="checkbox"]',
} as const

function read(root: HTMLElement): EarlyInput {
  const field = (name: keyof typeof FIELDS) => root.querySelector<HTMLInputElement>(FIELDS[name])
  const active = document.activeElement
  const focus =
    active === field('email') ? 'email' : active === field('password') ? 'password' : null
  const input = focus ? field(focus) : null
  return {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    remember: field('remember')?.checked ?? false,
    focus,
    selection:
      input?.selectionStart != null && input.selectionEnd != null
        ? [input.selectionStart, input.selectionEnd]
        : null,
    submitted: root.hasAttribute('data-submitted'),
  }
}

/**
 * The prerendered form's state while its markup is still the page's (read in render, before
 * React replaces it; the same again if React renders twice); null without one.
 */
export function readEarlyInput(): EarlyInput | null {
  // The build's prerender (in Node) has no page to read.
  if (typeof document === 'undefined') return null
  const root = document.querySelector<HTMLElement>('#root[data-prerendered]')
  return root ? read(root) : null
}

/**
 * Once the form is mounted over the markup (once: the markup is marked as taken over): the caret
 * back where it was, and the held submit sent.
 */
export function restoreEarlyInput(form: HTMLFormElement | null, early: EarlyInput | null): void {
  const root = document.querySelector<HTMLElement>('#root[data-prerendered]')
  if (!form || !early || !root) return
  root.removeAttribute('data-prerendered')
  root.removeAttribute('data-submitted')
  const input = early.focus ? form.querySelector<HTMLInputElement>(FIELDS[early.focus]) : null
  if (input) {
    input.focus()
    // An email field has no selection API; its caret stays at the end.
    if (early.selection && input.type !== 'email') input.setSelectionRange(...early.selection)
  }
  if (early.submitted) form.requestSubmit()
}
