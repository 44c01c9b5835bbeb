import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('UI kit', () => {
  test.use({ sharedSession: true })

  test('each page layout shows for real, and the user’s own layout is back on leaving', async ({
    page,
    signIn,
    shell,
  }) => {
    // The user's own choice: the full content width, the menu expanded.
    await signIn(admin)
    await shell.openCustomizer()
    await shell.choose('Content width', 'Full Width')
    await page.keyboard.press('Escape')
    const saved = await page.evaluate(() => localStorage.getItem('corredor-layout'))
    const sideMenu = page.getByTestId('side-menu')
    const main = page.locator('main#main-content')

    await page.goto('/page-layout/collapsed-menu')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collapsed Menu')
    await expect(sideMenu).toHaveAttribute('data-collapsed', 'true')

    await main.getByRole('link', { name: 'Boxed' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boxed')
    await expect(main).toHaveAttribute('data-boxed', 'true')
    await expect(sideMenu).not.toHaveAttribute('data-collapsed')

    await main.getByRole('link', { name: 'Without Menu' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Without Menu')
    await expect(sideMenu).toHaveCount(0)
    await page.getByTestId('navbar').getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Email' })).toBeVisible()
    await page.keyboard.press('Escape')

    await main.getByRole('link', { name: 'Blank' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blank')
    await expect(page.getByTestId('navbar')).toHaveCount(0)
    await expect(page.getByTestId('footer')).toHaveCount(0)
    await expect(sideMenu).toHaveCount(0)

    // Leaving: the user's own layout, unchanged, in the app and in storage.
    await main.getByRole('link', { name: 'Back to the dashboard' }).click()
    await expect(sideMenu).toBeVisible()
    await expect(sideMenu).not.toHaveAttribute('data-collapsed')
    await expect(main).not.toHaveAttribute('data-boxed')
    expect(await page.evaluate(() => localStorage.getItem('corredor-layout'))).toBe(saved)
  })
})
