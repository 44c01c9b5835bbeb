import type { Locator, Page } from '@playwright/test'

export interface LayoutChoice {
  skin?: 'light' | 'dark'
  rtl?: boolean
  language?: 'en' | 'es' | 'fr' | 'de' | 'pt'
}

/** Picks the customizer's layout the next page load starts in (its saved state). */
export async function chooseLayout(page: Page, layout: LayoutChoice): Promise<void> {
  await page.evaluate((state) => {
    localStorage.setItem('corredor-layout', JSON.stringify({ state, version: 1 }))
  }, layout)
}

/** Whether the page scrolls sideways: its width beyond the viewport's, in pixels. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Whether an element's text runs left to right (its own `dir`, or the page's). */
export const runsLeftToRight = (element: Locator) =>
  element.evaluate((node) => node.matches(':dir(ltr)'))
