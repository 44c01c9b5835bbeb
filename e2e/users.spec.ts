import { expect, test } from './fixtures'
import { UsersPage } from './pages/UsersPage'
import { auditSkin, chooseSkin, SKINS } from './support/axe'
import { admin } from './support/env'

test.describe('users', () => {
  test.use({ sharedSession: true })

  let users: UsersPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, UsersPage.path)
    users = new UsersPage(page)
    await users.expectOpen()
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

  // The list and /apps/user/view/2 are in the screen sweep; the refused add form is a state.
  test('the add drawer with its field errors passes axe in the light and dark skins', async ({
    page,
  }) => {
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await users.goto()
      await users.openAdd()
      await users.drawer.getByRole('button', { name: 'Add user' }).click()
      await expect(users.drawer.getByText('Country is required')).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})
