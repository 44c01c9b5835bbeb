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
 * What a screen does is its own spec's business; this proves each one opens whole, in both skins.
 */
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { audit, chooseSkin, COLOUR_RULES, type Skin } from './support/axe'
import { admin } from './support/env'
import { moveInApp } from './support/in-app'
import { chunks, SWEPT_SCREENS } from './support/screens'

/** Screens per test: enough to share the sign-in, few enough to keep a failure easy to place. */
const PER_TEST = 12

/**
 * Whatever still says "loading": a skeleton showing, a loader, a card's own loading state. A
 * loader marked `data-demo` is the UI kit showing its spinners, not a screen waiting.
 */
const LOADING =
  '.mantine-Skeleton-root[data-visible], main .mantine-Loader-root:not([data-demo]), [data-testid$="loading"]'

/**
 * Resolves once no request of the page has been in flight for a short while: the screen's data
 * has come (Playwright's `networkidle` waits half a second on every screen).
 */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => () => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return () =>
    expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= 150, { intervals: [50] })
      .toBe(true)
}

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

/** The other skin, by the navbar's toggle where the screen has one, else by a reload. */
async function flipSkin(page: Page, to: Skin): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${to} mode` })
  if (await toggle.isVisible()) {
    await toggle.click()
    // Off the button: its tooltip and hover colour are not the screen's.
    await page.mouse.move(0, 0)
  } else {
    await chooseSkin(page, to)
    await page.reload()
  }
}

/**
 * In the page, what expectWhole asserts: a visible level-one heading, one visible main, the skin
 * on <html>, nothing loading, no failed route. Visible as Playwright means it: a box that is not
 * empty, and not `visibility: hidden`.
 */
function isWhole({ skin, loading }: { skin: Skin; loading: string }): boolean {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const shown = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(
      (element) => !element.closest('[aria-hidden="true"]') && visible(element),
    )
  return (
    shown('h1, [role="heading"][aria-level="1"]').length > 0 &&
    shown('main, [role="main"]').length === 1 &&
    document.documentElement.dataset.mantineColorScheme === skin &&
    document.querySelectorAll(loading).length === 0 &&
    !document.querySelector('[data-testid="route-error"]')
  )
}

/** The shell around every screen: its side menu and top bar. */
const SHELL = ['[data-testid="side-menu"]', '[data-testid="navbar"]']

/**
 * The screen whole in `skin`: its heading, one main, nothing loading, no failed route, axe (with
 * the shell, or without it where `withShell` is false; every WCAG rule, or the colour rules alone
 * where `colourOnly`: the same screen in its other skin).
 */
async function expectWhole(
  page: Page,
  path: string,
  skin: Skin,
  settled: () => Promise<void>,
  { withShell, colourOnly }: { withShell: boolean; colourOnly: boolean },
) {
  // The route's code and data have come (a screen that keeps its heading across a move,
  // /apps/email to /apps/email/sent, is only new once its data is).
  await settled()
  // All of it in one wait inside the page (five assertions cost some 40 ms each even when they
  // hold at once); only when it does not come, the assertions one by one say what is missing.
  const whole = await page
    .waitForFunction(isWhole, { skin, loading: LOADING }, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    )
  if (!whole) {
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
    await expect(page.getByRole('main'), path).toHaveCount(1)
    await expect(page.locator('html'), path).toHaveAttribute('data-mantine-color-scheme', skin)
    await expect(page.locator(LOADING), `${path} still loading`).toHaveCount(0)
    await expect(page.getByTestId('route-error'), path).toHaveCount(0)
  }
  const exclude = withShell ? [] : SHELL
  const rules = colourOnly ? COLOUR_RULES : undefined
  expect(await audit(page, { exclude, rules }), `${path} (${skin})`).toEqual([])
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
      const settled = trackRequests(page)
      for (const [index, { path }] of run.entries()) {
        // The first screen is where the sign-in opens the test's page.
        if (index === 0) await signIn(admin, path, { shell: false })
        else await moveInApp(page, path)
        const withShell = index === 0
        await expectWhole(page, path, skin, settled, { withShell, colourOnly: false })
        // The next screen opens in the skin this one ends in: each skin sees half the loads.
        skin = skin === 'light' ? 'dark' : 'light'
        await flipSkin(page, skin)
        await expectWhole(page, path, skin, settled, { withShell, colourOnly: true })
        expect(errors, path).toEqual([])
      }
    })
  }
})
