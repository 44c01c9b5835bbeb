import { expect, test } from './fixtures'
import { TodoPage } from './pages/TodoPage'
import { admin } from './support/env'
import { audit, chooseSkin, SKINS } from './support/axe'

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

  test('filters Important and sorts it; the order lives in the URL', async ({ page }) => {
    await todo.filter('Important')
    await expect(todo.rows).toHaveCount(6)
    await expect.poll(() => todo.titles()).toContain(ORTEGA)
    await todo.sortBy('Title A–Z')
    await expect(page).toHaveURL(/\/apps\/todo\/important\?sortBy=title-asc/)
    const expected = [FLEET, 'Chase the unpaid premium from Navarro Logistics']
    await expect.poll(async () => (await todo.titles()).slice(0, 2)).toEqual(expected)
    await page.reload()
    await expect(todo.sort).toHaveValue('Title A–Z')
    await expect.poll(async () => (await todo.titles()).slice(0, 2)).toEqual(expected)
    await todo.sortBy('Due date')
    await expect(page).toHaveURL(/sortBy=due-date/)
    await expect.poll(async () => (await todo.titles())[0]).toBe(ORTEGA)
    // The order stays when moving to another filter.
    await todo.filter('All tasks')
    await expect(page).toHaveURL(/\/apps\/todo\?sortBy=due-date/)
    await expect
      .poll(async () => (await todo.titles())[0])
      .toBe('Send the October commission statement')
  })

  test('adds a task through the drawer (title required) and edits it, after a reload too', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Add task' }).first().click()
    await expect(todo.drawer).toHaveAccessibleName('Add task')
    await todo.drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(todo.drawer.getByText('Title is required')).toBeVisible()
    await todo.field('Title').fill('Send the fleet quote to Navarro Logistics')
    await expect(todo.drawer.getByText('Title is required')).toHaveCount(0)
    await todo.pick('Assignee', 'Lucía Fernández')
    await todo.pick('Tags', 'High', 'Update')
    await todo.drawer.getByRole('button', { name: 'Due date', exact: true }).click()
    await page.getByRole('button', { name: '30 November 2026' }).click()
    await expect(todo.drawer.getByRole('button', { name: 'Due date', exact: true })).toHaveText(
      '30 November 2026',
    )
    await todo.drawer.getByRole('textbox', { name: 'Description' }).fill('Three insurers, 12 vans.')
    await todo.drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(todo.drawer).toBeHidden()
    const added = 'Send the fleet quote to Navarro Logistics'
    await expect.poll(async () => (await todo.titles())[0]).toBe(added)
    await page.reload()
    const row = todo.row(added)
    await expect(row).toContainText('Three insurers, 12 vans.')
    await expect(row).toContainText('High')
    await expect(row).toContainText('Update')
    await expect(row).toContainText('Nov 30')
    await expect(row.getByRole('img', { name: 'Assigned to Lucía Fernández' })).toBeVisible()

    await todo.open(added)
    await expect(todo.drawer).toHaveAccessibleName('Edit task')
    await expect(todo.field('Title')).toHaveValue(added)
    await expect(todo.select('Assignee')).toHaveValue('Lucía Fernández')
    await todo.field('Title').fill('')
    await todo.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(todo.drawer.getByText('Title is required')).toBeVisible()
    await todo.field('Title').fill('Send the signed fleet quote')
    await todo.pick('Assignee', 'Unassigned')
    await todo.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(todo.drawer).toBeHidden()
    await page.reload()
    await expect(todo.row('Send the signed fleet quote')).toBeVisible()
    await expect(
      todo.row('Send the signed fleet quote').getByRole('img', { name: 'Unassigned' }),
    ).toBeVisible()
    await expect(todo.row(added)).toHaveCount(0)
  })

  test('search writes q to the URL, survives a reload and shows an empty state', async ({
    page,
  }) => {
    await todo.search.fill('renew')
    await expect(page).toHaveURL(/q=renew/)
    await expect(todo.rows).toHaveCount(2)
    await page.reload()
    await expect(todo.search).toHaveValue('renew')
    await expect(todo.rows).toHaveCount(2)
    await todo.search.fill('zzz')
    await expect(todo.empty).toContainText('No tasks match “zzz”')
    await todo.empty.getByRole('button', { name: 'Clear search' }).click()
    await expect(todo.search).toHaveValue('')
    await expect(todo.rows).toHaveCount(16)
    await expect(page).not.toHaveURL(/q=/)
  })

  test('an empty filter says so and offers to add a task', async ({ page }) => {
    await todo.goto('/apps/todo/completed')
    const titles = await todo.titles()
    for (const [index, title] of titles.entries()) {
      await todo.checkbox(title).click()
      await expect(todo.rows).toHaveCount(titles.length - index - 1)
    }
    await expect(todo.empty).toContainText('No completed tasks yet')
    await page.reload()
    await expect(todo.empty.getByRole('button', { name: 'Add task' })).toBeVisible()
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

  for (const skin of SKINS) {
    test(`the task list and the drawer pass axe (WCAG 2.1 AA) in the ${skin} skin`, async ({
      page,
    }) => {
      // Two full axe passes on a shared machine.
      test.slow()
      await chooseSkin(page, skin)
      await todo.goto()
      expect(await audit(page)).toEqual([])
      await todo.open(FLEET)
      await expect(todo.field('Title')).toHaveValue(FLEET)
      expect(await audit(page)).toEqual([])
    })
  }
})
