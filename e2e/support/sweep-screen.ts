/**
 * The sweep's work on one screen, in one call into the page: each call from the test costs some
 * 40 ms of CPU on these two cores, and a screen took a dozen of them (move, waits, audits, the
 * toggle). Self-contained: Playwright sends the function's source to the page.
 */
import type { Skin } from './axe'

export interface ScreenRequest {
  /** Where the app moves in the page first (as its menu does); null to check where it is. */
  path: string | null
  /** The skin the screen must show. */
  skin: Skin
  /** Whatever still says "loading" (the sweep's LOADING). */
  loading: string
  /** Parts axe leaves out (CSS selectors). */
  exclude: string[]
  tags: string[]
  /** Only these rules, where given, instead of every rule of `tags`. */
  rules?: string[]
  /** Then switch to this skin by the navbar's toggle and check again with `colourRules`. */
  flipTo?: Skin
  colourRules: string[]
}

export interface AxeFinding {
  id: string
  nodes: string[]
}

export type ScreenResult =
  /** The screen did not come whole in `skin` within the wait. */
  | { outcome: 'not-whole'; skin: Skin }
  /** This document has no axe yet: put it in and ask again (with `path` null). */
  | { outcome: 'no-axe' }
  | {
      outcome: 'checked'
      violations: AxeFinding[]
      /** After the flip: its violations, or 'no-toggle' where the screen has no navbar toggle. */
      flipped: AxeFinding[] | 'no-toggle' | null
    }

/** In the page. */
export async function checkScreen(request: ScreenRequest): Promise<ScreenResult> {
  type AxeRun = (
    context: unknown,
    options: unknown,
  ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>
  const tick = () =>
    new Promise((next) => {
      // A frame, or a timer where a tab behind another draws none.
      requestAnimationFrame(next)
      setTimeout(next, 100)
    })
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const shown = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(
      (element) => !element.closest('[aria-hidden="true"]') && visible(element),
    )
  // The moment the last request of the page ended: a screen is checked once none has for 150 ms
  // (its data has come; a screen that keeps its heading across a move is only new then).
  let lastRequest = performance.now()
  const requests = new PerformanceObserver(() => (lastRequest = performance.now()))
  requests.observe({ type: 'resource' })
  const quiet = () => performance.now() - lastRequest >= 150
  const isWhole = (skin: Skin) =>
    shown('h1, [role="heading"][aria-level="1"]').length > 0 &&
    shown('main, [role="main"]').length === 1 &&
    document.documentElement.dataset.mantineColorScheme === skin &&
    document.querySelectorAll(request.loading).length === 0 &&
    !document.querySelector('[data-testid="route-error"]')
  const moving = () =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity,
      )
  /** Whole, quiet and at rest in `skin` within ten seconds. */
  const settle = async (skin: Skin) => {
    const until = performance.now() + 10_000
    while (!(quiet() && isWhole(skin))) {
      if (performance.now() > until) return false
      await tick()
    }
    // Colours read in the middle of a fade fail contrast.
    while (moving() && performance.now() < until) await tick()
    return true
  }
  const audit = async (rules: string[] | undefined) => {
    const { axe } = window as unknown as { axe?: { run: AxeRun } }
    if (!axe) return null
    const context = { exclude: request.exclude.map((selector) => [selector]) }
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: request.tags }
    const { violations } = await axe.run(context, { runOnly, resultTypes: ['violations'] })
    return violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.slice(0, 5).map(({ target }) => target.join(' ')),
    }))
  }

  try {
    if (request.path !== null) {
      const target = request.path
      const state = (history.state ?? {}) as Record<string, unknown>
      const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1
      // As e2e/support/in-app.ts: the router follows the history entry.
      history.pushState({ ...state, __TSR_index: index, key: crypto.randomUUID() }, '', target)
    }
    if (!(await settle(request.skin))) return { outcome: 'not-whole', skin: request.skin }
    const violations = await audit(request.rules)
    if (!violations) return { outcome: 'no-axe' }
    if (!request.flipTo) return { outcome: 'checked', violations, flipped: null }
    const toggle = shown(`button[aria-label="Switch to ${request.flipTo} mode"]`)[0]
    if (!(toggle instanceof HTMLElement))
      return { outcome: 'checked', violations, flipped: 'no-toggle' }
    // A click from script: no pointer left hovering the button to colour it.
    toggle.click()
    if (!(await settle(request.flipTo))) return { outcome: 'not-whole', skin: request.flipTo }
    return { outcome: 'checked', violations, flipped: (await audit(request.colourRules)) ?? [] }
  } finally {
    requests.disconnect()
  }
}
