import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium.mjs'
import { expect, test } from './fixtures'
import { admin, distDir } from './support/env'
import { portFromEnv, startPreview } from '../scripts/e2e.mjs'
import { IMMUTABLE } from '../scripts/immutable-assets'

test.describe('installable app', () => {
  test('hashed assets are served immutable (compiled code is kept); pages and the worker are not', async ({
    request,
  }) => {
    const assets = readdirSync(join(distDir, 'assets'))
    const script = assets.find((name) => name.startsWith('index-') && name.endsWith('.js'))
    const style = assets.find((name) => name.endsWith('.css'))
    for (const name of [script, style]) {
      const response = await request.get(`/assets/${name}`)
      expect(response.ok(), name).toBe(true)
      expect(response.headers()['cache-control'], name).toBe(IMMUTABLE)
    }
    for (const path of ['/login', '/settings', '/sw.js', '/manifest.webmanifest']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache')
    }
  })

  test('Chromium reports no installability errors and reads the manifest', async ({ baseURL }) => {
    // Installability is not judged in incognito-like contexts: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'corredor-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
    })
    try {
      const page = await context.newPage()
      await page.goto(`${baseURL}/login`)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
        return (await fetch(link!.href)).json()
      })
      expect(manifest).toMatchObject({
        name: 'Corredor CRM',
        short_name: 'Corredor',
        display: 'standalone',
      })
      const icons = manifest.icons as { sizes: string; purpose?: string }[]
      expect(icons.map((icon) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      )
      expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test('an Install button appears when the browser offers installation, and goes once used', async ({
    page,
    signIn,
  }) => {
    await signIn(admin)
    const install = page.getByRole('button', { name: 'Install app' })
    await expect(install).toHaveCount(0)
    // Headless Chromium never offers installation by itself: offer it the way Chromium does.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(offer)
    })
    await expect(install.first()).toBeVisible()
    await install.first().click()
    await expect(install).toHaveCount(0)
  })
})

/**
 * A release of its own: a copy of the build under test served by a second `vite preview` on
 * E2E_PORT + 1, whose worker script can change on disk without the other tests' browsers (other
 * Playwright workers' included) picking the change up in an update check of their own.
 */
const releaseTest = test.extend<{ release: { dir: string; baseURL: string } }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads dependencies from this pattern
  release: async ({}, provide) => {
    const dir = mkdtempSync(join(tmpdir(), 'corredor-release-'))
    cpSync(distDir, dir, { recursive: true })
    const server = await startPreview(dir, portFromEnv() + 1)
    try {
      await provide({ dir, baseURL: server.baseURL })
    } finally {
      server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
  baseURL: async ({ release }, provide) => provide(release.baseURL),
})

releaseTest.describe('updates', () => {
  releaseTest(
    'a new worker waiting shows "Update available", and Reload switches to it',
    async ({ page, signIn, release }) => {
      await signIn(admin)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      // A new release: the served worker script changes on disk (vite preview reads files per
      // request).
      const script = join(release.dir, 'sw.js')
      writeFileSync(script, `${readFileSync(script, 'utf8')}\n// next release\n`)
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        await registration?.update()
      })
      const prompt = page.getByTestId('update-prompt')
      await expect(prompt).toBeVisible()
      // Waited for before the click: the new worker may take over and the page reload before
      // the click returns.
      const reloaded = page.waitForEvent('load')
      await prompt.getByRole('button', { name: 'Reload' }).click()
      await reloaded
      await expect(page.getByTestId('app-shell')).toBeVisible()
      await expect(prompt).toHaveCount(0)
      const waiting = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return registration?.waiting ?? null
      })
      expect(waiting).toBeNull()
    },
  )
})
