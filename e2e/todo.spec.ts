import { expect, test } from './fixtures'
import { TodoPage } from './pages/TodoPage'
import { admin } from './support/env'
import { auditSkin, chooseSkin, SKINS } from './support/axe'

const Q4 = 'Prepare the Q4 claims report'
const FLEET = 'Call Javier Vega about the fleet quote'
const BROCHURE = 'Update the home insurance brochure'
const ORTEGA = 'Renew the Ortega family auto policy'

test.describe('todo', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let todo: TodoPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, TodoPage.path)
    todo = new TodoPage(page)
    await todo.expectOpen()
  })

  test('completes a task: struck through and under Completed, after a reload too', async ({
    page,
  }) => {
    await expect(todo.rows).toHaveCount(16)
    // A click, then the state: the box is controlled by the task list, which the optimistic
    // update re-renders a moment after the click (Playwright's check() looks at once).
    await todo.checkbox(Q4).click()
    await expect(todo.checkbox(Q4)).toBeChecked()
    await expect(todo.row(Q4).getByTestId('todo-title')).toHaveCSS(
      'text-decoration-line',
      'line-through',
    )
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(todo.checkbox(Q4)).toBeChecked()
      await todo.filter('Completed')
      await expect(page).toHaveURL(/\/apps\/todo\/completed/)
      await expect(todo.row(Q4)).toBeVisible()
      await expect(todo.rows).toHaveCount(5)
      await todo.filter('All tasks')
    }
    await todo.checkbox(Q4).click()
    await expect(todo.checkbox(Q4)).not.toBeChecked()
    await page.reload()
    await expect(todo.checkbox(Q4)).not.toBeChecked()
  })

  test('stars a task into Important, after a reload too', async ({ page }) => {
    await expect(todo.star(Q4)).toHaveAttribute('aria-pressed', 'false')
    await todo.star(Q4).click()
    await expect(todo.star(Q4)).toHaveAttribute('aria-pressed', 'true')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await todo.filter('Important')
      await expect(todo.rows).toHaveCount(7)
      await expect(todo.star(Q4)).toHaveAttribute('aria-pressed', 'true')
      await todo.filter('All tasks')
    }
    // Unstarring inside Important takes it out of the filter.
    await todo.filter('Important')
    await todo.star(Q4).click()
    await expect(todo.row(Q4)).toHaveCount(0)
    await page.reload()
    await expect(todo.rows).toHaveCount(6)
  })

  test('tags a task in the drawer; the tag page lists it, after a reload too', async ({ page }) => {
    await todo.open(FLEET)
    await todo.pick('Tags', 'Team')
    await todo.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(todo.drawer).toBeHidden()
    await expect(todo.row(FLEET).getByText('Team')).toBeVisible()
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await todo.tags.getByRole('link', { name: 'Team' }).click()
      await expect(page).toHaveURL(/\/apps\/todo\/tag\/team/)
      await expect(todo.row(FLEET)).toBeVisible()
      await expect(todo.rows).toHaveCount(5)
    }
  })

  test('deletes a task softly and restores it, after a reload too', async ({ page }) => {
    await todo.open(BROCHURE)
    await todo.drawer.getByRole('button', { name: 'Delete' }).click()
    await expect(todo.drawer).toBeHidden()
    await expect(todo.row(BROCHURE)).toHaveCount(0)
    await expect(todo.rows).toHaveCount(15)
    await page.reload()
    await expect(todo.row(BROCHURE)).toHaveCount(0)
    await todo.filter('Deleted')
    await expect(todo.row(BROCHURE)).toBeVisible()
    await expect(todo.rows).toHaveCount(3)
    await page.getByRole('button', { name: `Restore “${BROCHURE}”` }).click()
    await expect(todo.row(BROCHURE)).toHaveCount(0)
    await page.reload()
    await expect(todo.rows).toHaveCount(2)
    await todo.filter('All tasks')
    await expect(todo.row(BROCHURE)).toBeVisible()
    await expect(todo.rows).toHaveCount(16)
  })

  test('on a phone the filters are a drawer and tasks still work, after a reload too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(todo.filters).toBeHidden()
    await page.getByRole('button', { name: 'Filters and tags' }).click()
    await todo.filter('Important')
    await expect(todo.filters).toBeHidden()
    await expect(page).toHaveURL(/\/apps\/todo\/important/)
    await expect(todo.rows).toHaveCount(6)
    await todo.checkbox(FLEET).click()
    await expect(todo.checkbox(FLEET)).toBeChecked()
    await todo.open(ORTEGA)
    await todo.drawer.getByRole('switch', { name: 'Completed' }).check()
    await todo.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(todo.drawer).toBeHidden()
    await page.reload()
    await expect(todo.checkbox(FLEET)).toBeChecked()
    await expect(todo.checkbox(ORTEGA)).toBeChecked()
    await page.getByRole('button', { name: 'Filters and tags' }).click()
    await todo.filter('Completed')
    await expect(todo.rows).toHaveCount(6)
  })

  // The task list is in the screen sweep; the open drawer is a state of its own.
  test('the task drawer passes axe (WCAG 2.1 AA) in the light and dark skins', async ({ page }) => {
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await todo.goto()
      await todo.open(FLEET)
      await expect(todo.field('Title')).toHaveValue(FLEET)
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})
