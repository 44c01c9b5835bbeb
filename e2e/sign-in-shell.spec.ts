/**
 * The sign-in screen before and without the app (issue 21): `/login` comes prerendered, so the
 * form paints and takes input before any script has run, in the user's skin, direction and
 * language; the sign-in shell then hydrates it (issue 27), keeping its nodes and with them what
 * was typed, the focus and the caret, moves between the sign-in screens without the router, and
 * hands over to the app after sign-in.
 */
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { admin } from './support/env'
import { waitForController } from './support/worker'

/** Holds the entry script (a first visit, no worker yet) until the returned release is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await gate
    await route.continue()
  })
  return release
}

const mounted = (page: Page) =>
  expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/)

/**
 * Everything the page reports as an error: a hydration mismatch is one (React, recovering by
 * rendering afresh, reports it as an uncaught error), and so is anything else going wrong.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** Tags the prerendered form's fields, to tell afterwards whether React kept these nodes. */
const tagFields = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll('#root input').forEach((input) => {
      Object.assign(input, { prerendered: true })
    }),
  )

const fieldsKept = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root input')].every((input) => 'prerendered' in input),
  )

test.describe('the prerendered sign-in screen', () => {
  test('takes typing and a submit before any script runs, then signs in', async ({
    page,
    loginPage,
    shell,
  }) => {
    const addresses: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url())
    })
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(loginPage.email).toBeFocused()
    await page.keyboard.type(admin.email)
    await loginPage.password.click()
    await page.keyboard.type(admin.password)
    await page.keyboard.press('Enter')
    await expect(page.locator('#root')).toHaveAttribute('data-submitted', '')
    expect(new URL(page.url()).pathname).toBe('/login')
    release()
    await expect(page).toHaveURL(/:\d+\/$/)
    await shell.expectVisible()
    // One page load: the held submit never left the page, nor put the password in an address.
    expect(addresses).toHaveLength(1)
    expect(addresses.join(' ')).not.toContain(admin.password)
  })

  test('hydrates the form: its nodes, what was typed, the focus and the caret stay', async ({
    page,
    loginPage,
  }) => {
    const errors = pageErrors(page)
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await loginPage.email.fill('ana@agency.com')
    await loginPage.password.fill('half-way')
    // The caret inside the word, not at its end: "half-|way".
    await loginPage.password.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5))
    await tagFields(page)
    release()
    await mounted(page)
    expect(await fieldsKept(page)).toBe(true)
    await expect(loginPage.email).toHaveValue('ana@agency.com')
    await expect(loginPage.password).toBeFocused()
    await page.keyboard.type('typed-')
    await expect(loginPage.password).toHaveValue('half-typed-way')
    // Hydrated, the form is React's: the demo account fills it.
    await page.getByRole('button', { name: 'admin@demo.com' }).click()
    await expect(loginPage.password).toHaveValue(admin.password)
    expect(errors).toEqual([])
  })

  test('paints in the chosen skin and direction, with the remembered address', async ({
    page,
    loginPage,
  }) => {
    await page.addInitScript(() => {
      const state = { skin: 'dark', rtl: true, language: 'en' }
      localStorage.setItem('corredor-layout', JSON.stringify({ state, version: 1 }))
      localStorage.setItem('corredor-remember-email', 'ana@agency.com')
    })
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(loginPage.email).toHaveValue('ana@agency.com')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(page.getByLabel('Remember me')).toBeChecked()
    await tagFields(page)
    release()
    await mounted(page)
    expect(await fieldsKept(page)).toBe(true)
    await expect(loginPage.email).toHaveValue('ana@agency.com')
    await expect(page.getByLabel('Remember me')).toBeChecked()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })

  test('another language shows the loading screen, never the English form', async ({ page }) => {
    await page.addInitScript(() => {
      const state = { language: 'es' }
      localStorage.setItem('corredor-layout', JSON.stringify({ state, version: 1 }))
    })
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('status', { name: 'Loading Corredor' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0)
    release()
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
  })

  test('offline, the worker answers /login?redirect, and a plain /login comes from the cache without it', async ({
    page,
    context,
    loginPage,
  }) => {
    await loginPage.goto()
    await waitForController(page)
    // The worker keeps this build's page under /login when it installs (mocks/static-routes.ts).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith('corredor-pages-'))
          return names.length === 1 && Boolean(await (await caches.open(names[0]!)).match('/login'))
        }),
      )
      .toBe(true)
    await context.setOffline(true)
    // An address with a query is the worker's to answer (the static route takes /login alone).
    const response = await page.goto('/login?redirect=%2Fsettings')
    expect(response?.fromServiceWorker()).toBe(true)
    expect(await response?.text()).toContain('<div id="root" data-prerendered>')
    await loginPage.expectUsable()
    await mounted(page)

    // A plain return visit, the worker stopped: the browser answers from the cache alone.
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    await page.goto('/login')
    await loginPage.expectUsable()
    const served = await page.evaluate(() => {
      const timing = (entry: PerformanceEntry | undefined) =>
        entry as (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined
      const navigation = timing(performance.getEntriesByType('navigation')[0])
      const entry = timing(
        performance
          .getEntriesByType('resource')
          .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name)),
      )
      return {
        page: navigation?.workerMatchedSourceType,
        workerStart: navigation?.workerStart,
        entry: entry?.workerMatchedSourceType,
      }
    })
    // Matched by the static route and answered from the cache; the stopped worker was not woken.
    expect(served).toEqual({ page: 'cache', workerStart: 0, entry: 'cache' })
    await mounted(page)
  })
})

test.describe('the sign-in shell', () => {
  test('loads the app only once typing starts, and moves between its screens in place', async ({
    page,
    loginPage,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.js')) scripts.push(path)
    })
    const appCode = () => scripts.filter((path) => /\/(app-start|routeTree\.gen)-/.test(path))
    await loginPage.goto()
    await mounted(page)
    await expect(loginPage.email).toBeFocused()
    expect(appCode()).toEqual([])
    await page.keyboard.type('a')
    await expect.poll(() => appCode().length).toBeGreaterThan(0)

    // Moves within the shell keep the document: no page load on the way.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page.getByLabel('Username')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to login' }).click()
    await expect(loginPage.email).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})
