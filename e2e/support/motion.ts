import type { Page } from '@playwright/test'

/**
 * Waits for the page's CSS transitions and finite animations to end (a drawer sliding in, a
 * fade), for what reads positions or colours that only hold at rest. Endless ones (spinners) do
 * not count.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}
