/**
 * The UI kit's form elements, input to switch, where a real browser is needed: the pages laid out
 * at a phone's width (nothing wider than the screen, the joined fields still side by side), and a
 * masked field typed with real keys and caret moves.
 */
import { expect, test } from './fixtures'
import { admin } from './support/env'
import { moveInApp } from './support/in-app'

const TITLES = {
  input: 'Input',
  'input-group': 'Input Group',
  'input-mask': 'Input Mask',
  textarea: 'Textarea',
  checkbox: 'Checkbox',
  radio: 'Radio',
  switch: 'Switch',
} as const
const PAGES = Object.keys(TITLES) as (keyof typeof TITLES)[]

test.describe('UI kit form elements: input to switch', () => {
  test.use({ sharedSession: true })

  test('every page fits a phone’s width, and joined fields stay on one line', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await signIn(admin, '/forms/elements/input')
    for (const name of PAGES) {
      await moveInApp(page, `/forms/elements/${name}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[name])
      await expect(page.locator('main section').first()).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0)
      if (name === 'input-group') {
        // The search field and its button share one line, the button after the field.
        const search = page.getByRole('search', { name: 'Find a client' })
        const field = await search.getByRole('textbox', { name: 'Find a client' }).boundingBox()
        const button = await search.getByRole('button', { name: 'Search' }).boundingBox()
        expect(
          field && button && Math.abs(field.y + field.height - (button.y + button.height)),
        ).toBeLessThan(2)
        expect(field && button && button.x >= field.x + field.width - 1).toBe(true)
      }
    }
  })

  test('a masked date follows the reader’s order, and a backspace keeps the separators', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/forms/elements/input-mask')
    const date = page.getByRole('textbox', { name: 'Date of the loss' })
    await expect(page.getByText('Format: MM/DD/YYYY')).toBeVisible()
    await date.click()
    await page.keyboard.type('12252026')
    await expect(date).toHaveValue('12/25/2026')
    await expect(page.getByTestId('mask-date-raw')).toHaveText('12252026')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await expect(page.getByTestId('mask-date-raw')).toHaveText('122520')
    await expect(date).toHaveValue(/^12\/25\/20/)
    await page.keyboard.type('27')
    await expect(page.getByTestId('mask-date-masked')).toHaveText('12/25/2027')
  })
})
