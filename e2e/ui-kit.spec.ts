/**
 * The UI kit as a whole, where a real browser is needed: the page layouts shown for real, and a
 * card's Code panel (its chunks fetched only when it opens, the clipboard, its colours under axe).
 */
import { expect, test } from './fixtures'
import { auditSkin, chooseSkin, SKINS } from './support/axe'
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

  test('a card’s Code panel fetches its code only when opened, copies it, and passes axe in both skins', async ({
    page,
    signIn,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(admin)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    const codeChunks = () =>
      fetched.filter((path) => /^\/assets\/(CodePanel|on-demand-AccordionDemo)-.*\.js$/.test(path))
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await page.goto('/components/accordion')
      const card = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Default' }) })
      const toggle = card.getByRole('button', { name: 'Code' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(card.locator('pre')).toHaveCount(0)
      if (skin === 'light') expect(codeChunks()).toEqual([])

      await toggle.click()
      await expect(card.locator('pre code .hljs-keyword').first()).toBeVisible()
      if (skin === 'light') {
        expect(codeChunks()).toHaveLength(2)
        await card.getByRole('button', { name: 'Copy code' }).click()
        await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible()
        expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
          'export function Demo()',
        )
      }
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})
