import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { transitionsEnded } from './motion'

export const SKINS = ['light', 'dark'] as const
export type Skin = (typeof SKINS)[number]

/**
 * WCAG 2.1 A and AA rules; a violation lists the rule and the offending elements. Runs once
 * transitions have ended: colours read in the middle of a fade (a drawer opening) fail contrast.
 * Legacy mode runs axe in the page itself: the default opens a blank page to merge the results
 * of cross-origin frames, which the app has none of, and doubles the time of every audit.
 */
export async function audit(page: Page) {
  await transitionsEnded(page)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

/** Picks the skin the next page load starts in (the layout store's saved state). */
export async function chooseSkin(page: Page, skin: Skin): Promise<void> {
  await page.evaluate((chosen) => {
    localStorage.setItem('corredor-layout', JSON.stringify({ state: { skin: chosen }, version: 1 }))
  }, skin)
}
