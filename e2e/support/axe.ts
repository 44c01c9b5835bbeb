import type { Page } from '@playwright/test'
import axe from 'axe-core'

export const SKINS = ['light', 'dark'] as const
export type Skin = (typeof SKINS)[number]

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The rules of those tags that read the colours on the screen: all a change of skin can break
 * (the skins differ in colours alone; names, roles, landmarks and structure are the same markup).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

interface AxeViolation {
  id: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

/** What the page is asked to run: the rules (by tag or by name) and the parts left out. */
interface AuditRequest {
  tags: string[]
  exclude: string[]
  rules?: string[]
}

/**
 * In the page: waits for transitions and finite animations to end (as transitionsEnded does),
 * then runs axe, or answers null when this document has no axe yet.
 */
async function runInPage({ tags, exclude, rules }: AuditRequest): Promise<AxeViolation[] | null> {
  const moving = () =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity,
      )
  const until = performance.now() + 10_000
  // A frame, or a timer where a tab behind another draws none.
  const tick = () =>
    new Promise((next) => {
      requestAnimationFrame(next)
      setTimeout(next, 100)
    })
  while (moving() && performance.now() < until) await tick()
  const { axe: inPage } = window as unknown as { axe?: typeof axe }
  if (!inPage) return null
  // Parts left out are left out of every rule; the page-wide rules still see the whole page.
  const context = { exclude: exclude.map((selector) => [selector]) }
  const runOnly = rules
    ? { type: 'rule' as const, values: rules }
    : { type: 'tag' as const, values: tags }
  // Violations alone are reported in full: the passes' details were a tenth of each audit.
  const results = await inPage.run(context, { runOnly, resultTypes: ['violations'] })
  return results.violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    nodes: nodes.map(({ target }) => ({ target: [...target] })),
  }))
}

/**
 * WCAG 2.1 A and AA rules; a violation lists the rule and the offending elements. Runs once
 * transitions have ended: colours read in the middle of a fade (a drawer opening) fail contrast.
 * axe-core is put in the page once per document and run there directly: the app has no frames to
 * merge results from, and @axe-core/playwright's builder injected it again on every audit
 * (0.9 s an audit against 0.5 s, the sweep runs some three hundred). Waiting and running are one
 * call into the page (each call costs some 40 ms on these two cores); axe goes in only when the
 * page says it has none. `exclude` leaves parts out (CSS selectors), as the sweep does with the
 * shell it has audited once already. `rules` runs only those rules (the sweep's second skin runs
 * COLOUR_RULES) instead of every rule of the tags.
 */
export async function audit(
  page: Page,
  { exclude = [], rules }: { exclude?: string[]; rules?: string[] } = {},
) {
  const request: AuditRequest = { tags: WCAG_TAGS, exclude, ...(rules ? { rules } : {}) }
  let violations = await page.evaluate(runInPage, request)
  if (!violations) {
    await page.evaluate(axe.source)
    violations = await page.evaluate(runInPage, request)
    if (!violations) throw new Error('axe-core could not be put in the page')
  }
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

/**
 * A screen audited in each skin in turn (SKINS): every rule in the first, the colour rules alone
 * in the other (the same markup in other colours).
 */
export const auditSkin = (page: Page, skin: Skin, options: { exclude?: string[] } = {}) =>
  audit(page, { ...options, rules: skin === SKINS[0] ? undefined : COLOUR_RULES })

/** Picks the skin the next page load starts in (the layout store's saved state, the rest kept). */
export async function chooseSkin(page: Page, skin: Skin): Promise<void> {
  await page.evaluate((chosen) => {
    const saved = JSON.parse(localStorage.getItem('corredor-layout') ?? '{}') as {
      state?: Record<string, unknown>
    }
    const state = { ...saved.state, skin: chosen }
    localStorage.setItem('corredor-layout', JSON.stringify({ state, version: 1 }))
  }, skin)
}
