import { expect, test } from './fixtures'
import { ApiKeysPage } from './pages/ApiKeysPage'
import { admin } from './support/env'

test.describe('API keys', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test('a key made is shown once and copied, listed by its last four, and revoked; each after a reload', async ({
    signIn,
    page,
    baseURL,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL!,
    })
    await signIn(admin, ApiKeysPage.path)
    const keys = new ApiKeysPage(page)
    await keys.expectOpen()
    await expect(keys.rows).toHaveCount(2)
    await expect(keys.row('Zapier sync').getByTestId('api-key-last-four')).toContainText('••••aOCz')

    // Nothing named, nothing chosen: both refused on their fields.
    await keys.create()
    await expect(keys.name).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Name the key', { exact: true })).toBeVisible()
    await expect(page.getByText('Choose at least one scope')).toBeVisible()
    // A name this user already has, whatever its case.
    await keys.name.fill('zapier SYNC')
    await keys.pick('Claims: read')
    await keys.create()
    await expect(page.getByText('You already have a key with this name')).toBeVisible()

    await keys.name.fill('Website quotes')
    await keys.pick('Policies: read', 'Policies: write')
    await page.getByRole('checkbox', { name: 'Claims: read' }).uncheck()
    await keys.create()
    await expect(keys.dialog).toBeVisible()
    const secret = (await keys.dialog.getByTestId('api-key-secret').textContent())!.trim()
    expect(secret).toMatch(/^crd_[A-Za-z0-9]{40}$/)
    await keys.dialog.getByRole('button', { name: 'Copy key' }).click()
    await expect(keys.dialog.getByRole('button', { name: 'Key copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await keys.dialog.getByRole('button', { name: 'Done' }).click()
    await expect(keys.dialog).toBeHidden()

    const made = keys.row('Website quotes')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(keys.rows).toHaveCount(3)
      await expect(keys.rows.first()).toContainText('Website quotes')
      await expect(made.getByTestId('api-key-last-four')).toContainText(`••••${secret.slice(-4)}`)
      await expect(made).toContainText('policies:read')
      await expect(made).toContainText('policies:write')
      // Never again: neither the list nor anything else on the screen holds the secret.
      await expect(page.locator('body')).not.toContainText(secret)
      await expect(keys.dialog).toBeHidden()
    }

    await made.getByRole('button', { name: 'Revoke Website quotes' }).click()
    const confirm = page.getByRole('dialog', { name: 'Revoke “Website quotes”?' })
    await expect(confirm).toContainText(`ending in ${secret.slice(-4)}`)
    await confirm.getByRole('button', { name: 'Revoke key' }).click()
    await expect(page.getByText('“Website quotes” is revoked.')).toBeVisible()
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(keys.rows).toHaveCount(2)
      await expect(made).toHaveCount(0)
    }
  })
})
