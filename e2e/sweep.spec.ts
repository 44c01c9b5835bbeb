/**
 * The screen sweep: every screen of the manifests (e2e/support/screens.ts), opened in the
 * worker's shared signed-in context as the admin, twelve screens per test. The first screen of
 * each run is loaded from its address, as a link from outside opens it; the app moves in the page
 * to the others, as its menu does (a load for each app's first screen was a third of the sweep's
 * time). Each screen is checked in the skin it opens in, then switched to the other skin in place
 * (the navbar's toggle, or a reload where the screen has no navbar) and checked again, and the
 * next screen opens in that skin.
 * Starting the app on every screen, and visiting every screen twice, was most of the sweep's time
 * and proves little more: every screen's route, guard and loader are also resolved from a cold
 * start in the flows (integration/flows/guards.test.tsx). In each skin a screen must show its
 * content (one `h1`, one `main`, nothing left loading, no failed route) and pass axe (WCAG 2.1 A
 * and AA; in the skin it is switched to, the colour rules alone, since the skins differ only in
 * colour) with no violation at all, and it must log no console error and no page error. The shell
 * around the screens (side menu and top bar) is the same on each: it is audited with the first
 * screen of each test, in both skins, and left out of the others' audits (it was about half of
 * the elements axe looked at, and half its time).
 * All of a screen's work (the move, the waits, both audits and the toggle) is one call into the
 * page (e2e/support/sweep-screen.ts): a dozen calls a screen were a fifth of the sweep's CPU.
 * What a screen does is its own spec's business; this proves each one opens whole, in both skins.
 */
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import axe from 'axe-core'
import { chooseSkin, COLOUR_RULES, WCAG_TAGS, type Skin } from './support/axe'
import { admin } from './support/env'
import { chunks, SWEPT_SCREENS } from './support/screens'
import { checkScreen, type ScreenRequest } from './support/sweep-screen'

/** Screens per test: enough to share the sign-in, few enough to keep a failure easy to place. */
const PER_TEST = 12

/**
 * Whatever still says "loading": a skeleton showing, a loader, a card's own loading state. A
 * loader marked `data-demo` is the UI kit showing its spinners, not a screen waiting.
 */
const LOADING =
  '.mantine-Skeleton-root[data-visible], main .mantine-Loader-root:not([data-demo]), [data-testid$="loading"]'

function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

async function startIn(page: Page, skin: Skin): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('corredor-layout'))
      localStorage.setItem(
        'corredor-layout',
        JSON.stringify({ state: { skin: chosen }, version: 1 }),
      )
  }, skin)
}

/** The shell around every screen: its side menu and top bar. */
const SHELL = ['[data-testid="side-menu"]', '[data-testid="navbar"]']

/** What a screen that did not come whole lacks, one assertion at a time (only on a failure). */
async function sayWhatIsMissing(page: Page, path: string, skin: Skin): Promise<never> {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
  await expect(page.getByRole('main'), path).toHaveCount(1)
  await expect(page.locator('html'), path).toHaveAttribute('data-mantine-color-scheme', skin)
  await expect(page.locator(LOADING), `${path} still loading`).toHaveCount(0)
  await expect(page.getByTestId('route-error'), path).toHaveCount(0)
  throw new Error(`${path} did not come whole in the ${skin} skin`)
}

/**
 * Checks the screen at `path` (null: where the page is) in `skin`, then, with `flipTo`, in the
 * other skin by the navbar's toggle; all in the page (checkScreen), with axe put in once per
 * document. Answers the violations in each skin, or 'no-toggle' for the second where the screen
 * has no navbar.
 */
async function check(
  page: Page,
  path: string,
  request: Omit<ScreenRequest, 'loading' | 'tags' | 'colourRules'>,
) {
  const full: ScreenRequest = {
    ...request,
    loading: LOADING,
    tags: WCAG_TAGS,
    colourRules: COLOUR_RULES,
  }
  let result = await page.evaluate(checkScreen, full)
  if (result.outcome === 'no-axe') {
    await page.evaluate(axe.source)
    result = await page.evaluate(checkScreen, { ...full, path: null })
  }
  if (result.outcome === 'not-whole') return sayWhatIsMissing(page, path, result.skin)
  if (result.outcome === 'no-axe') throw new Error('axe-core could not be put in the page')
  return result
}

test.describe('screen sweep', () => {
  test.use({ sharedSession: true })

  for (const run of chunks(SWEPT_SCREENS, PER_TEST)) {
    const first = run[0]!.path
    const last = run[run.length - 1]!.path
    test(`${first} … ${last} open whole and pass axe in both skins`, async ({ page, signIn }) => {
      // Several screens, each loaded, settled and audited in one skin, then in the other.
      test.slow()
      let skin: Skin = 'light'
      await startIn(page, skin)
      const errors = recordErrors(page)
      for (const [index, { path }] of run.entries()) {
        // The first screen is where the sign-in opens the test's page; the app moves to the rest.
        if (index === 0) await signIn(admin, path, { shell: false })
        const exclude = index === 0 ? [] : SHELL
        // The next screen opens in the skin this one ends in: each skin sees half the loads.
        const other: Skin = skin === 'light' ? 'dark' : 'light'
        const { violations, flipped } = await check(page, path, {
          path: index === 0 ? null : path,
          skin,
          exclude,
          flipTo: other,
        })
        expect(violations, `${path} (${skin})`).toEqual([])
        skin = other
        if (flipped === 'no-toggle') {
          // No navbar on this screen: the other skin by a reload.
          await chooseSkin(page, skin)
          await page.reload()
          const again = await check(page, path, { path: null, skin, exclude, rules: COLOUR_RULES })
          expect(again.violations, `${path} (${skin})`).toEqual([])
        } else expect(flipped, `${path} (${skin})`).toEqual([])
        expect(errors, path).toEqual([])
      }
    })
  }
})
