#!/usr/bin/env node
/** Renders the PWA icons (192, 512, maskable 512) from the logo with Debian's Chromium. Run once after the logo changes. */
import { chromium } from 'playwright-core'

const glyph =
  'M20 34c0-8 5-14 13-14 5 0 8 2 10 5l-5 4c-1-2-3-3-5-3-4 0-7 3-7 8s3 8 7 8c2 0 4-1 5-3l5 4c-2 3-5 5-10 5-8 0-13-6-13-14z'
// "any" icons are a rounded tile; the maskable one is full-bleed with the glyph inside the 80% safe zone.
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7367F0"/><g><path d="${glyph}" fill="#fff"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#7367F0"/><path d="${glyph}" fill="#fff"/></svg>`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
const page = await browser.newPage()
for (const [name, size, maskable] of [
  ['icon-192', 192, false],
  ['icon-512', 512, false],
  ['icon-maskable-512', 512, true],
]) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  )
  await page.screenshot({ path: `public/icons/${name}.png`, omitBackground: true })
}
await browser.close()
