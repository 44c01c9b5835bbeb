import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('shell', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(admin)
  })

  test('a reload keeps the session', async ({ page, shell }) => {
    await expect(page).toHaveURL(/\/settings$/)
    await page.reload()
    await shell.expectVisible()
    await expect(page).toHaveURL(/\/settings$/)
  })

  test('the dark skin survives a reload', async ({ page, shell }) => {
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
