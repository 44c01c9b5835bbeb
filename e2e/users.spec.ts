import { expect, test } from './fixtures'
import { UsersPage } from './pages/UsersPage'
import { audit, chooseSkin, SKINS } from './support/axe'
import { admin } from './support/env'

test.describe('users', () => {
  test.use({ sharedSession: true })

  let users: UsersPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, UsersPage.path)
    users = new UsersPage(page)
    await users.expectOpen()
  })

  test('adds a user and finds them by email, after a reload too', async ({ page }) => {
    await expect(users.stat('total')).toHaveText('50')
    await users.openAdd()
    await users.field('Full name').fill('Ana Beltrán')
    await users.field('Username').fill('ana.beltran')
    // A taken email: the API's 400 shows on the field.
    await users.field('Email').fill('lucia.fernandez@corredor.app')
    await users.field('Contact').fill('+34 600 111 222')
    await users.field('Company').fill('Beltrán Seguros')
    await users.pick('Country', 'Spain')
    await users.pick('Role', 'Editor')
    await users.pick('Plan', 'Team')
    await users.drawer.getByRole('button', { name: 'Add user' }).click()
    await expect(users.drawer.getByText('This email is already in use.')).toBeVisible()
    await users.field('Email').fill('ana.beltran@example.com')
    await users.drawer.getByRole('button', { name: 'Add user' }).click()
    await expect(users.drawer).toBeHidden()
    await expect(users.stat('total')).toHaveText('51')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await users.find('ana.beltran@example')
      await expect(users.rows).toHaveCount(1)
      await expect(users.row('Ana Beltrán')).toContainText('Editor')
    }
  })

  test('suspends a user; the statistic cards follow, after a reload too', async ({ page }) => {
    const active = Number(await users.stat('active').innerText())
    const inactive = Number(await users.stat('inactive').innerText())
    await users.find('lucia.fernandez')
    await users.rowAction('Lucía Fernández', 'Suspend')
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend user' }).click()
    await expect(users.row('Lucía Fernández')).toContainText('Inactive')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(users.stat('active')).toHaveText(String(active - 1))
      await expect(users.stat('inactive')).toHaveText(String(inactive + 1))
      await expect(users.row('Lucía Fernández')).toContainText('Inactive')
    }
  })

  test('filters by role and status in the URL; the view page opens a user', async ({ page }) => {
    await page.goto(`${UsersPage.path}?role=admin&status=active`)
    await users.expectOpen()
    await expect(users.row('John Doe')).toBeVisible()
    for (const text of await users.rows.allInnerTexts()) expect(text).toContain('Admin')
    await users.row('John Doe').getByRole('link', { name: 'John Doe' }).click()
    await expect(page).toHaveURL(/\/apps\/user\/view\/1$/)
    await expect(page.getByTestId('user-profile')).toContainText('@johndoe')
    // The account tab lists the invoices the user handled as salesperson.
    const handled = page.getByRole('table', { name: 'Invoices handled' })
    await expect(handled.getByRole('row').nth(1)).toBeVisible()
    await handled.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/)
    await expect(page.getByText('Salesperson:').locator('..')).toContainText('John Doe')
    await page.goto('/apps/user/view/999')
    await expect(page.getByTestId('user-profile')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the user page saves an edit and notification choices, after a reload too', async ({
    page,
  }) => {
    await page.goto('/apps/user/view/3')
    const profile = page.getByTestId('user-profile')
    await expect(profile).toContainText('Diego Ramírez')
    await profile.getByRole('button', { name: 'Edit' }).click()
    const modal = page.getByRole('dialog', { name: 'Edit user' })
    await modal.getByRole('textbox', { name: 'Company', exact: true }).fill('Ramírez Seguros')
    await modal.getByRole('button', { name: 'Save' }).click()
    await expect(modal).toBeHidden()
    await page.getByRole('tab', { name: 'Notifications' }).click()
    const box = page.getByRole('checkbox', { name: 'Email: Account activity' })
    await expect(box).toBeChecked()
    await box.click()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect(page.getByText('Notification preferences saved')).toBeVisible()
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(profile).toContainText('Ramírez Seguros')
      await expect(page).toHaveURL(/tab=notifications/)
      await expect(
        page.getByRole('checkbox', { name: 'Email: Account activity' }),
      ).not.toBeChecked()
    }
  })

  for (const skin of SKINS) {
    test(`the user list and the user page pass axe in the ${skin} skin`, async ({ page }) => {
      test.slow()
      await chooseSkin(page, skin)
      await users.goto()
      expect(await audit(page)).toEqual([])
      await users.openAdd()
      await users.drawer.getByRole('button', { name: 'Add user' }).click()
      await expect(users.drawer.getByText('Country is required')).toBeVisible()
      expect(await audit(page)).toEqual([])
      await page.goto('/apps/user/view/2')
      await expect(page.getByTestId('user-profile')).toContainText('Lucía Fernández')
      expect(await audit(page)).toEqual([])
    })
  }
})
