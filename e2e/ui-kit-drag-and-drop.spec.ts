/**
 * The UI kit's drag and drop, which needs a real browser: mouse and keyboard drags measured on
 * the page, and the order kept after a reload.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { admin } from './support/env'

const DND = '/extensions/drag-and-drop'

/** dnd-kit's live region, holding what a screen reader last heard about `name`. */
const announcer = (page: Page, name: string) => page.getByRole('status').filter({ hasText: name })

/** A frame and a task: dnd-kit listens for keys and measures in effects after each render. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))))

const stage = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const titles = (scope: Locator) => scope.locator('li[data-item-id] [data-item-title]')

/**
 * A mouse drag in many small moves (dnd-kit follows pointer events), let go once the card is
 * heard over the target's stage, as a user lets go once the card is there.
 */
async function drag(page: Page, source: Locator, target: Locator, heard: string): Promise<void> {
  const name = (await source.locator('[data-item-title]').innerText()).trim()
  const live = announcer(page, name)
  // Both ends on screen: the mouse only reaches what the viewport shows.
  await source.scrollIntoViewIfNeeded()
  await target.scrollIntoViewIfNeeded()
  const from = await source.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('drag: element not visible')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 5 })
  // Picked up, then heard over its own place once dnd-kit has measured the cards.
  await expect(live).toContainText('is over position')
  await settle(page)
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 25 })
  await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 5 })
  await expect(live).toContainText(heard)
  await settle(page)
  await page.mouse.up()
  await expect(live).toContainText('was dropped')
}

/** A keyboard drag from an item's handle, waiting for the screen reader to hear each step. */
async function keyboardMove(page: Page, handle: string, name: string, keys: string[]) {
  const live = announcer(page, name)
  await page.getByRole('button', { name: handle }).focus()
  await page.keyboard.press('Space')
  await expect(live).toContainText('is over position')
  await settle(page)
  for (const key of keys) {
    const before = (await live.textContent()) ?? ''
    await page.keyboard.press(key)
    await expect(live).not.toHaveText(before)
    await settle(page)
  }
  await page.keyboard.press('Space')
  await expect(live).toContainText(`${name} was dropped`)
}

test.describe('UI kit: drag and drop', () => {
  test.use({ sharedSession: true })

  test('a renewal dragged with the mouse to another stage keeps its place after a reload', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, DND)
    const quoted = stage(page, 'Quote sent')
    const card = (name: string) => page.locator('li[data-item-id]').filter({ hasText: name })
    await expect(titles(quoted)).toHaveText(['Marta Gil', 'Lucía Fernández'])

    await drag(page, card('Juan Pérez'), card('Lucía Fernández'), 'in Quote sent')
    await expect(titles(quoted)).toHaveText(['Marta Gil', 'Juan Pérez', 'Lucía Fernández'])
    await expect(titles(stage(page, 'To contact'))).toHaveText([
      'Carmen Ortega',
      'Herrera Logistics',
    ])

    await page.reload()
    await expect(titles(quoted)).toHaveText(['Marta Gil', 'Juan Pérez', 'Lucía Fernández'])
    await expect(titles(stage(page, 'To contact'))).toHaveText([
      'Carmen Ortega',
      'Herrera Logistics',
    ])

    await page.getByRole('button', { name: 'Reset the lists' }).click()
    await expect(titles(quoted)).toHaveText(['Marta Gil', 'Lucía Fernández'])
    await page.reload()
    await expect(titles(quoted)).toHaveText(['Marta Gil', 'Lucía Fernández'])
  })

  test('the keyboard reorders a list and moves a card across stages, heard and kept', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, DND)
    const calls = page.getByRole('list', { name: 'Today’s calls' })
    await keyboardMove(page, 'Move the call to Carmen Ortega', 'Carmen Ortega', ['ArrowDown'])
    await expect(titles(calls)).toHaveText([
      'Almacenes Vega',
      'Carmen Ortega',
      'Marta Gil',
      'Herrera Logistics',
      'Familia Castillo',
    ])
    await expect(announcer(page, 'Carmen Ortega')).toHaveText(
      'Carmen Ortega was dropped at position 2 of 5 in Today’s calls.',
    )

    const card = 'POL-2024-0633 (Almacenes Vega)'
    await keyboardMove(page, `Move ${card}`, card, ['ArrowLeft'])
    await expect(titles(stage(page, 'Renewed'))).toHaveText([])
    await expect(titles(stage(page, 'Quote sent'))).toContainText(['Almacenes Vega'])
    await expect(announcer(page, card)).toContainText('in Quote sent.')
    const quoted = await titles(stage(page, 'Quote sent')).allTextContents()

    await page.reload()
    await expect(titles(calls).first()).toHaveText('Almacenes Vega')
    await expect(titles(stage(page, 'Quote sent'))).toHaveText(quoted)
    await expect(stage(page, 'Renewed').getByText('No renewals here: drop one.')).toBeVisible()
  })
})
