/**
 * The UI kit's form patterns where a real browser is needed: the layouts at a wide and a phone
 * width (labels beside or above, columns collapsing, the sticky actions bar, the stepper fitting),
 * and axe over the states the screen sweep never opens (fields in error, a refused row, a
 * username found available).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SKINS, auditSkin, chooseSkin } from './support/axe'
import { admin } from './support/env'
import { moveInApp } from './support/in-app'

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not visible')
  return found
}

const section = (page: Page, name: string) => page.getByRole('form', { name })

test.describe('UI kit: form patterns', () => {
  test.use({ sharedSession: true })

  test('the layouts: labels beside then above, columns that collapse, a bar that sticks', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(admin, '/forms/layout')
    const horizontal = section(page, 'Horizontal')
    const label = await box(horizontal.locator('label', { hasText: 'Postcode' }))
    const field = await box(horizontal.getByRole('textbox', { name: 'Postcode' }))
    expect(label.x + label.width).toBeLessThanOrEqual(field.x)
    expect(Math.abs(label.y - field.y)).toBeLessThan(field.height)
    const columns = section(page, 'Multi-column')
    const xs = async () =>
      new Set(
        await Promise.all(
          ['Full name or company name', 'Tax ID', 'Email'].map(
            async (name) => (await box(columns.getByRole('textbox', { name }))).x,
          ),
        ),
      ).size
    expect(await xs()).toBe(2)

    // The sections form's actions stay on screen while its first fields are scrolled to.
    const sections = section(page, 'Sections with a sticky actions bar')
    await sections
      .getByRole('textbox', { name: 'Full name or company name' })
      .scrollIntoViewIfNeeded()
    const save = await box(sections.getByRole('button', { name: 'Save client' }))
    expect(save.y + save.height).toBeLessThanOrEqual(800)
    await sections.getByRole('button', { name: 'Save client' }).click()
    await expect(sections.getByRole('textbox', { name: 'Full name or company name' })).toBeFocused()

    await page.setViewportSize({ width: 375, height: 800 })
    // Measured until the page settles: a narrower page reflows over a few frames.
    const postcode = horizontal.getByRole('textbox', { name: 'Postcode' })
    await postcode.scrollIntoViewIfNeeded()
    await expect
      .poll(async () => {
        const stacked = await box(horizontal.locator('label', { hasText: 'Postcode' }))
        return (await box(postcode)).y - (stacked.y + stacked.height)
      })
      .toBeGreaterThanOrEqual(-1)
    expect(await xs()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The wizard's four steps fit a phone, each still named.
    await page.goto('/forms/wizard')
    const wizard = page.getByTestId('wizard-horizontal')
    for (const name of ['Policyholder', 'Vehicle', 'Coverage', 'Review'])
      await expect(wizard.getByRole('button', { name })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('fields in error, a refused row and a checked username pass axe in the light and dark skins', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/forms/validation')
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await page.goto('/forms/validation')
      const account = section(page, 'New agent account')
      await account.getByRole('textbox', { name: 'Username' }).fill('lucia.nueva')
      await expect(account.getByTestId('username-status')).toHaveText('lucia.nueva is available')
      await account.getByRole('button', { name: 'Create account' }).click()
      await expect(account.getByText('Accept the code of conduct to continue.')).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])

      await moveInApp(page, '/forms/wizard')
      const wizard = page.getByTestId('wizard-horizontal')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await expect(
        wizard
          .getByText('Enter a valid email address.')
          .or(wizard.getByText('This field is required.').first()),
      ).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])

      await moveInApp(page, '/forms/repeater')
      const items = section(page, 'Insured items')
      await items.getByRole('button', { name: 'Add an item' }).click()
      await items.getByRole('button', { name: 'Add an item' }).click()
      await expect(items.getByRole('alert')).toHaveText(
        'Fill in the last item before adding another.',
      )
      await items.getByRole('button', { name: 'Remove item 1' }).click()
      await expect(items.getByRole('button', { name: 'Undo' })).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})
