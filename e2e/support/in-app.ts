import type { Page } from '@playwright/test'

/**
 * Moves the app to `path` in the page, as its menu does (the router follows the history entry),
 * instead of loading the document again: a screen's own checks without the app's cold start.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state = (history.state ?? {}) as Record<string, unknown>
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1
    history.pushState({ ...state, __TSR_index: index, key: crypto.randomUUID() }, '', target)
  }, path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
}
