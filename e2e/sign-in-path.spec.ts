/**
 * The sign-in path stays small and free of the apps: the build's report of what the entry
 * loads (scripts/sign-in-path.ts) must hold no app's code, stay within its budget, and match
 * what a real first visit to /login downloads.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { SignInPath } from '../scripts/sign-in-path'
import { SIGN_IN_PATH_REPORT } from '../scripts/sign-in-path'
import { expect, test } from './fixtures'
import { distDir } from './support/env'

/** Today's size plus a little (issue 21's target is 120 kB): it may shrink, it must not grow. */
const BUDGET = { gzipBytes: 110_000, files: 4 }

/**
 * Code that belongs to the apps, to the schemas or to signed-in screens, never to sign-in; nor
 * the router and i18next, which the sign-in shell does without (src/app/sign-in/).
 */
const NOT_ON_THE_SIGN_IN_PATH = [
  /^src\/features\/(?!auth\/)/,
  /^src\/routes\//,
  /^src\/routeTree\.gen\.ts$/,
  /^src\/app\/(manifests|guards|query-client|DataProvider|app-start|router|App)\.tsx?$/,
  /^src\/app\/shell\//,
  // The contract's schemas; its closed-list guards (one-of.ts) import nothing and may come along.
  /^src\/shared\/contract\/(?!one-of\.ts$)/,
  /^node_modules\/(zod|@tanstack\/react-query|@casl|dexie|msw|@tabler|recharts|@mantine\/charts)\//,
  /^node_modules\/(@tanstack\/(react-router|router-core|history)|i18next|react-i18next)\//,
]

const report = (): SignInPath =>
  JSON.parse(readFileSync(join(distDir, SIGN_IN_PATH_REPORT), 'utf8')) as SignInPath

test.describe('the sign-in path', () => {
  test('carries no app, no schema library and no signed-in screen', () => {
    const { modules } = report()
    expect(modules).toContain('src/features/auth/ui/LoginPage.tsx')
    const strays = modules.filter((id) => NOT_ON_THE_SIGN_IN_PATH.some((rule) => rule.test(id)))
    expect(strays).toEqual([])
  })

  test('stays within its budget', () => {
    const { files, gzipBytes } = report()
    expect(files.length).toBeLessThanOrEqual(BUDGET.files)
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET.gzipBytes)
  })

  test('is what a first visit to /login downloads, with workbox-window after load', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js'))
        if (!request.serviceWorker()) scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/login')
    await expect(page.getByLabel('Email')).toBeEditable()
    await page.waitForLoadState('networkidle')
    const entry = report().files.map((file) => file.file)
    const later = scripts.filter((path) => !entry.includes(path) && path !== '/sw.js')
    expect(scripts).toEqual(expect.arrayContaining(entry))
    // Only the worker's registration code follows, after the load event.
    expect(later).toHaveLength(1)
    const bytes = gzipSync(readFileSync(join(distDir, later[0] ?? ''))).length
    expect(bytes).toBeLessThan(4_000)
  })
})
