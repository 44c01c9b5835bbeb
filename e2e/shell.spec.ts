import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('shell', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test.beforeEach(async ({ signIn }) => {
    await signIn(admin)
  })

  test('at rest nothing turns (the cog only while pointed at); the dark skin survives a reload', async ({
    page,
    shell,
  }) => {
    // An endless animation redraws the page at every frame, for as long as the app is open.
    const endless = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations === Infinity,
            ).length,
      )
    await expect.poll(endless).toBe(0)
    await page.getByTestId('customizer-open').hover()
    await expect.poll(endless).toBe(1)
    await page.mouse.move(0, 0)
    await expect.poll(endless).toBe(0)
    await shell.openCustomizer()
    await shell.choose('Skin', 'Dark')
    await shell.expectColorScheme('dark')
    await page.reload()
    await shell.expectVisible()
    await shell.expectColorScheme('dark')
  })

  test('the full content width survives a reload', async ({ page, shell }) => {
    await shell.openCustomizer()
    await shell.choose('Content width', 'Full Width')
    await page.reload()
    await shell.expectVisible()
    await shell.openCustomizer()
    await expect(shell.option('Content width', 'Full Width')).toBeChecked()
  })
})

// About the session itself: a fresh profile.
test.describe('shell session', () => {
  test('a reload keeps the session', async ({ page, shell, signIn }) => {
    await signIn(admin)
    await expect(page).toHaveURL(/\/settings$/)
    await page.reload()
    await shell.expectVisible()
    await expect(page).toHaveURL(/\/settings$/)
  })
})
