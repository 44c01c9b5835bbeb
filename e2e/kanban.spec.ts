import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { KanbanPage } from './pages/KanbanPage'
import { admin } from './support/env'
import { auditSkin, chooseSkin, SKINS } from './support/axe'

const ORTEGA = 'Review the Ortega windscreen claim'
const HERRERA = 'Prepare the fleet policy renewal for Herrera Logistics'
const VEGA = 'Underwrite the Vega warehouse'
const WINTER = 'Winter campaign for home insurance'
const AUDIT = 'Annual data-protection audit'
const CASTILLO = 'Raise the Castillo family life cover'
/** A one-pixel PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('kanban', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let kanban: KanbanPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, KanbanPage.path)
    kanban = new KanbanPage(page)
    await kanban.expectOpen()
  })

  test('shows the seeded boards with their cards', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Kanban' })).toBeAttached()
    await kanban.expectTitles('To do', [ORTEGA, HERRERA])
    await kanban.expectTitles('In progress', [VEGA, WINTER])
    await kanban.expectTitles('Done', [AUDIT, CASTILLO])
    const card = kanban.card(ORTEGA)
    await expect(card.getByText('Claims')).toBeVisible()
    await expect(card.getByText('2 attachments')).toBeAttached()
    await expect(card.getByRole('img', { name: 'Lucía Fernández' })).toBeVisible()
  })

  test('a task dragged with the mouse to another board stays there after a reload', async ({
    page,
  }) => {
    await kanban.drag(kanban.card(ORTEGA), kanban.card(AUDIT), 'top')
    await kanban.expectTitles('Done', [ORTEGA, AUDIT, CASTILLO])
    await kanban.expectTitles('To do', [HERRERA])
    await page.reload()
    await kanban.expectTitles('Done', [ORTEGA, AUDIT, CASTILLO])
    await kanban.expectTitles('To do', [HERRERA])
  })

  test('a task reordered with the mouse within its board keeps its place', async ({ page }) => {
    await kanban.drag(kanban.card(VEGA), kanban.card(WINTER), 'bottom')
    await kanban.expectTitles('In progress', [WINTER, VEGA])
    await page.reload()
    await kanban.expectTitles('In progress', [WINTER, VEGA])
  })

  test('the keyboard reorders within a board and moves across boards', async ({ page }) => {
    await kanban.keyboardMove(ORTEGA, ['ArrowDown'])
    await kanban.expectTitles('To do', [HERRERA, ORTEGA])
    await expect(page.getByRole('status').filter({ hasText: ORTEGA })).toContainText(
      'was dropped at position 2 in To do',
    )

    await kanban.keyboardMove(HERRERA, ['ArrowRight'])
    await expect(kanban.cards('In progress').filter({ hasText: HERRERA })).toHaveCount(1)
    await kanban.expectTitles('To do', [ORTEGA])
    const moved = await kanban.cards('In progress').locator('[data-card-title]').allTextContents()

    await page.reload()
    await kanban.expectTitles('To do', [ORTEGA])
    await kanban.expectTitles('In progress', moved)
  })

  test('a task added at the bottom of a board is kept', async ({ page }) => {
    const todo = kanban.board('To do')
    await todo.getByRole('button', { name: 'Add task' }).click()
    await todo.getByRole('textbox', { name: 'New task title' }).fill('Call the Vega family')
    await todo.getByRole('textbox', { name: 'New task title' }).press('Enter')
    await kanban.expectTitles('To do', [ORTEGA, HERRERA, 'Call the Vega family'])
    await page.reload()
    await kanban.expectTitles('To do', [ORTEGA, HERRERA, 'Call the Vega family'])
  })

  test('a board is added, renamed, cleared and deleted', async ({ page }) => {
    await page.getByRole('button', { name: 'Add board' }).click()
    await page.getByRole('textbox', { name: 'New board title' }).fill('Waiting for client')
    await page.getByRole('button', { name: 'Add board' }).click()
    await expect(kanban.board('Waiting for client')).toBeVisible()
    await page.reload()
    await expect(kanban.board('Waiting for client')).toBeVisible()

    await kanban
      .board('Waiting for client')
      .getByRole('button', { name: 'Waiting for client', exact: true })
      .click()
    const title = page.getByRole('textbox', { name: 'Board title' })
    await title.fill('Awaiting client')
    await title.press('Enter')
    await expect(kanban.board('Awaiting client')).toBeVisible()
    await page.reload()
    await expect(kanban.board('Awaiting client')).toBeVisible()
    await expect(kanban.board('Waiting for client')).toHaveCount(0)

    const board = kanban.board('Awaiting client')
    await board.getByRole('button', { name: 'Add task' }).click()
    await board.getByRole('textbox', { name: 'New task title' }).fill('Chase the signed form')
    await board.getByRole('button', { name: 'Add task' }).click()
    await kanban.expectTitles('Awaiting client', ['Chase the signed form'])
    await kanban.boardMenu('Awaiting client', 'Clear tasks')
    await kanban.confirm('Clear tasks')
    await expect(kanban.cards('Awaiting client')).toHaveCount(0)
    await page.reload()
    await expect(kanban.board('Awaiting client').getByText('No tasks yet')).toBeVisible()
    await kanban.expectTitles('To do', [ORTEGA, HERRERA])

    await kanban.boardMenu('Awaiting client', 'Delete board')
    await kanban.confirm('Delete board')
    await expect(kanban.board('Awaiting client')).toHaveCount(0)
    await page.reload()
    await expect(kanban.board('Done')).toBeVisible()
    await expect(kanban.board('Awaiting client')).toHaveCount(0)
  })

  test('clearing and deleting a seeded board asks first', async ({ page }) => {
    await kanban.boardMenu('Done', 'Clear tasks')
    const confirm = page.getByRole('dialog', { name: 'Clear “Done”?' })
    await expect(confirm).toBeVisible()
    // Focus waits on Cancel: Enter or Space never destroys anything by accident.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(confirm).toHaveCount(0)
    await kanban.expectTitles('Done', [AUDIT, CASTILLO])
    await kanban.boardMenu('Done', 'Delete board')
    await kanban.confirm('Delete board')
    await expect(kanban.board('Done')).toHaveCount(0)
    await page.reload()
    await expect(kanban.board('In progress')).toBeVisible()
    await expect(kanban.board('Done')).toHaveCount(0)
    await expect(kanban.card(AUDIT)).toHaveCount(0)
  })

  test('a task edited in the drawer keeps its title, label and comment', async ({ page }) => {
    await kanban.openTask(WINTER)
    await expect(page).toHaveURL(/task=4/)
    await kanban.drawer.getByRole('textbox', { name: 'Title' }).fill('Winter storm campaign')
    const labels = kanban.drawer.getByRole('combobox', { name: 'Labels' })
    await labels.fill('Storms')
    await labels.press('Enter')
    await kanban.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(kanban.drawer).toHaveCount(0)
    const card = kanban.card('Winter storm campaign')
    await expect(card.getByText('Storms')).toBeVisible()

    await kanban.openTask('Winter storm campaign')
    const comment = kanban.drawer.getByRole('textbox', { name: 'New comment' })
    await comment.fill('Photos of last year’s flooding attached.')
    await kanban.drawer.getByRole('button', { name: 'Comment', exact: true }).click()
    const comments = kanban.drawer.getByRole('list', { name: 'Comments' })
    await expect(comments.getByRole('listitem').last()).toContainText(
      'Photos of last year’s flooding attached.',
    )
    await expect(comments.getByRole('listitem').last()).toContainText('John Doe')
    await expect(comment).toHaveValue('')

    await page.reload()
    await expect(kanban.drawer).toBeVisible()
    await expect(kanban.drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Winter storm campaign',
    )
    await expect(kanban.drawer.getByText('Storms')).toBeVisible()
    await expect(comments.getByRole('listitem')).toHaveCount(2)
    await page.keyboard.press('Escape')
    await expect(kanban.drawer).toHaveCount(0)
    await expect(kanban.card('Winter storm campaign').getByText('2 comments')).toBeAttached()
  })

  test('a cover and a file picked in the drawer stay with the task; the file downloads', async ({
    page,
  }) => {
    await kanban.openTask(CASTILLO)
    const cover = page.waitForEvent('filechooser')
    await kanban.drawer.getByRole('button', { name: 'Add a cover' }).click()
    await (await cover).setFiles({ name: 'family.png', mimeType: 'image/png', buffer: PIXEL })
    await expect(kanban.drawer.getByRole('img', { name: 'Cover image preview' })).toBeVisible()
    const file = page.waitForEvent('filechooser')
    await kanban.drawer.getByRole('button', { name: 'Attach files' }).click()
    const pdf = Buffer.from('%PDF-1.4 Castillo life policy')
    await (await file).setFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: pdf })
    await kanban.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(kanban.drawer).toHaveCount(0)
    await expect(kanban.card(CASTILLO).locator('img[src^="data:image/png"]')).toBeVisible()

    await page.reload()
    await expect(kanban.card(CASTILLO).locator('img[src^="data:image/png"]')).toBeVisible()
    await kanban.openTask(CASTILLO)
    await expect(kanban.drawer.getByRole('img', { name: 'Cover image preview' })).toBeVisible()
    const download = page.waitForEvent('download')
    await kanban.drawer.getByRole('link', { name: 'policy.pdf' }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe('policy.pdf')
    const path = await saved.path()
    expect(readFileSync(path, 'utf8')).toBe('%PDF-1.4 Castillo life policy')
  })

  test('on a phone, in either direction, the boards scroll on their own and the drawer shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const rtl of [false, true]) {
      await page.evaluate((chosen) => {
        const layout = { state: { skin: 'light', rtl: chosen }, version: 1 }
        localStorage.setItem('corredor-layout', JSON.stringify(layout))
      }, rtl)
      await kanban.goto()
      await kanban.expectTitles('Done', [AUDIT, CASTILLO])
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth, `page width, rtl ${rtl}`).toBeLessThanOrEqual(390)
      await kanban.openTask(ORTEGA)
      await expect(kanban.drawer.getByRole('textbox', { name: 'Title' })).toBeInViewport()
      await page.keyboard.press('Escape')
      await expect(kanban.drawer).toHaveCount(0)
    }
  })

  test('a task is deleted from the drawer', async ({ page }) => {
    await kanban.openTask(AUDIT)
    await kanban.drawer.getByRole('button', { name: 'Delete task' }).click()
    await kanban.confirm('Delete task')
    await expect(kanban.drawer).toHaveCount(0)
    await kanban.expectTitles('Done', [CASTILLO])
    await page.reload()
    await kanban.expectTitles('Done', [CASTILLO])
  })

  // The board itself is in the screen sweep; the open drawer is a state of its own.
  test('the task drawer passes axe (WCAG 2.1 AA) in the light and dark skins', async ({ page }) => {
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await kanban.goto()
      await kanban.expectTitles('Done', [AUDIT, CASTILLO])
      await kanban.openTask(VEGA)
      await expect(kanban.drawer.getByRole('list', { name: 'Comments' })).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})
