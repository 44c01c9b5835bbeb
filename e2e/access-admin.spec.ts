import { expect, test } from './fixtures'
import { RolesPage } from './pages/RolesPage'
import { auditSkin, chooseSkin, SKINS } from './support/axe'
import { callApi } from './support/api'
import { admin, client } from './support/env'

test.describe('roles and permissions', () => {
  test.use({ sharedSession: true })

  let roles: RolesPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, RolesPage.path)
    roles = new RolesPage(page)
    await roles.expectOpen()
  })

  test("edits a role's permissions; the permissions table follows, after a reload too", async ({
    page,
  }) => {
    await expect(roles.card('support').getByTestId('role-permission-count')).toHaveText(
      '3 permissions',
    )
    await roles.edit('Support')
    await roles.flag('Read', 'Only View').click()
    await roles.flag('Read', "Manage Others' Tasks").click()
    await roles.modal.getByRole('button', { name: 'Save' }).click()
    await expect(roles.modal).toBeHidden()
    await expect(roles.card('support').getByTestId('role-permission-count')).toHaveText(
      '3 permissions',
    )
    await page.goto(RolesPage.permissionsPath)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(roles.permissionRow('Only View')).toContainText('Support')
      await expect(roles.permissionRow("Manage Others' Tasks")).not.toContainText('Support')
    }
    await page.goto(RolesPage.path)
    await roles.edit('Support')
    await expect(roles.flag('Read', 'Only View')).toBeChecked()
    await expect(roles.flag('Read', "Manage Others' Tasks")).not.toBeChecked()
  })

  // The roles and permissions screens are in the screen sweep; the role editor is a state.
  test('the role editor passes axe in the light and dark skins', async ({ page }) => {
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await page.goto(RolesPage.path)
      await roles.expectOpen()
      await roles.edit('Manager')
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})

test('the client is refused the users, roles and permissions pages and APIs', async ({
  page,
  signIn,
}) => {
  await signIn(client)
  for (const path of ['/apps/user/list', '/apps/user/view/1', RolesPage.path]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/misc\/not-authorized$/)
  }
  await page.goto(RolesPage.permissionsPath)
  for (const reload of [false, true]) {
    if (reload) await page.reload()
    await expect(page).toHaveURL(/\/misc\/not-authorized$/)
  }
  for (const path of ['/apps/permissions/data', '/api/users/list/data', '/apps/roles/data']) {
    const result = await callApi<{ error: { code: string } }>(page, path)
    expect(result.status, path).toBe(403)
    expect(result.body.error.code, path).toBe('forbidden')
  }
})
