#!/usr/bin/env node
/**
 * Screenshots of screens in the production build, to look at what was built:
 *   node scripts/shoot.mjs --base http://127.0.0.1:4173 [--skin dark] [--rtl] [--width 375]
 *     [--lang es] [--public] [--out shots] /pages/faq /pages/pricing ...
 * Signs in as the admin through the form first (unless --public), then opens each path, waits for
 * the network to settle and saves a full-page PNG named after the path and the options.
 * Serve a build first (`npm start`, or `npx vite preview --outDir <dir> --port <port>`).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.mjs'

const args = process.argv.slice(2)
const options = { base: 'http://127.0.0.1:4173', skin: 'light', rtl: false, width: 1280 }
Object.assign(options, { lang: 'en', public: false, out: 'shots', paths: [] })
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]
  if (arg === '--rtl') options.rtl = true
  else if (arg === '--public') options.public = true
  else if (arg.startsWith('--')) options[arg.slice(2)] = args[++i]
  else options.paths.push(arg)
}
const width = Number(options.width)
mkdirSync(options.out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const context = await browser.newContext({
  baseURL: options.base,
  viewport: { width, height: width < 600 ? 812 : 900 },
})
await context.addInitScript(
  ({ skin, rtl, lang }) => {
    if (!localStorage.getItem('corredor-layout'))
      localStorage.setItem(
        'corredor-layout',
        JSON.stringify({ state: { skin, rtl, language: lang }, version: 1 }),
      )
  },
  { skin: options.skin, rtl: options.rtl, lang: options.lang },
)
const page = await context.newPage()
page.on('console', (message) => {
  if (message.type() === 'error') console.log(`[console] ${message.text()}`)
})
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`))

if (!options.public) {
  await page.goto('/login')
  // By type, not label: the labels follow --lang.
  await page
    .locator('form input:not([type=password]):not([type=checkbox])')
    .first()
    .fill('admin@demo.com')
  await page.locator('form input[type=password]').fill('admin')
  await page.locator('form button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === '/')
}

const suffix = [
  options.skin,
  options.rtl ? 'rtl' : '',
  width,
  options.lang === 'en' ? '' : options.lang,
]
for (const path of options.paths) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(400)
  const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${suffix.filter(Boolean).join('-')}.png`
  await page.screenshot({ path: join(options.out, name), fullPage: true })
  console.log(join(options.out, name))
}
await browser.close()
