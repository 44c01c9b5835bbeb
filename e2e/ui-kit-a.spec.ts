/** The UI kit pages that need a real browser: the clipboard (colours and icons). */
import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('UI kit: colours, icons, import and export', () => {
  test.use({ sharedSession: true })

  test('a colour’s hex and an icon’s name are copied, each with a toast', async ({
    page,
    signIn,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(admin, '/colors')
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

    const swatch = page.locator('[data-color="brand"] [data-hex]').nth(6)
    const hex = await swatch.getAttribute('data-hex')
    expect(hex).toMatch(/^#[0-9A-F]{6}$/)
    await swatch.click()
    await expect(page.getByRole('alert').filter({ hasText: `${hex} copied` })).toBeVisible()
    expect(await clipboard()).toBe(hex)

    // The search is in the address; the grid draws only the icons in view, not the whole set.
    await page.goto('/icons?q=shield%20check')
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible()
    await page.getByRole('button', { name: 'IconShieldCheck', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'IconShieldCheck copied' }),
    ).toBeVisible()
    expect(await clipboard()).toBe('IconShieldCheck')
    await page.getByLabel('Search icons').fill('')
    await expect(page.getByRole('status').filter({ hasText: /^All [\d,]+ icons$/ })).toBeVisible()
    expect(await page.locator('[data-index]').count()).toBeLessThan(400)
  })
})
