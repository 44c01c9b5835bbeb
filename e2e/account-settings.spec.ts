import { createHmac } from 'node:crypto'
import { expect, test } from './fixtures'
import { AccountSettingsPage } from './pages/AccountSettingsPage'
import { LoginPage } from './pages/LoginPage'
import { admin } from './support/env'

/** A 1 × 1 PNG: real enough for the browser to decode and resize. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

/** The authenticator app's code for a base32 secret now (RFC 6238, as the worker checks it). */
function totp(secret: string, time = Date.now()): string {
  let bits = ''
  for (const char of secret.replace(/\s/g, ''))
    bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

test.describe('account settings', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let settings: AccountSettingsPage
  // The shared session keeps `userData` between tests: put back what a test changed in it.
  let storedUser: string | null = null

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, AccountSettingsPage.path())
    settings = new AccountSettingsPage(page)
    await settings.expectOpen()
    storedUser = await page.evaluate(() => localStorage.getItem('userData'))
  })

  test.afterEach(async ({ page }) => {
    await page.evaluate((user) => user && localStorage.setItem('userData', user), storedUser)
  })

  test('the profile saved shows in the user menu at once and after a reload; a picture uploaded, a non-image refused', async ({
    page,
  }) => {
    const card = 'Profile details'
    const upload = settings.card(card).locator('input[type=file]')
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    await expect(settings.card(card)).toContainText('That file is not an image')
    await upload.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    })
    await expect(settings.card(card)).toContainText('That picture is larger than 2 MB.')
    await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL })
    const preview = settings.card(card).getByRole('img', { name: 'Profile picture' })
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/)

    await settings.field(card, 'Full name').fill('Johnny Doe')
    await settings.field(card, 'Company').fill('Doe & Partners')
    await settings.field(card, 'Email').fill('client@demo.com')
    await settings.save(card)
    await expect(settings.card(card)).toContainText('This email is already in use.')
    await settings.field(card, 'Email').fill('johnny@demo.com')
    await settings.save(card)
    await expect(settings.toast('Saved.')).toBeVisible()

    for (const reload of [false, true]) {
      if (reload) {
        await page.reload()
        await settings.expectOpen()
      }
      await expect(settings.field(card, 'Full name')).toHaveValue('Johnny Doe')
      await expect(settings.field(card, 'Company')).toHaveValue('Doe & Partners')
      await expect(settings.field(card, 'Email')).toHaveValue('johnny@demo.com')
      await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
      const menu = await settings.openUserMenu()
      await expect(menu).toContainText('Johnny Doe')
      await expect(menu.getByRole('img', { name: 'Johnny Doe' })).toHaveAttribute(
        'src',
        /^data:image\/jpeg/,
      )
      await settings.closeUserMenu()
    }
  })

  test('a notification flag and a social link saved hold after a reload; a link elsewhere is refused', async ({
    page,
  }) => {
    await settings.openTab('Notifications')
    await expect(page).toHaveURL(/tab=notifications/)
    const followers = page.getByRole('switch', { name: 'New followers' })
    const digest = page.getByRole('switch', { name: 'Weekly blog digest' })
    await expect(followers).not.toBeChecked()
    // The switch's track covers its input, as a user sees it: clicked there.
    await followers.check({ force: true })
    await digest.check({ force: true })
    await settings.save('Notifications')
    await expect(settings.toast('Saved.')).toBeVisible()

    await settings.openTab('Connections')
    const links = 'Social links'
    await settings.field(links, 'Instagram').fill('https://facebook.com/johndoe')
    await settings.save(links)
    await expect(settings.card(links)).toContainText('Enter a link to instagram.com')
    await settings.field(links, 'Instagram').fill('https://instagram.com/johndoe')
    await settings.save(links)
    await expect(settings.toast('Saved.')).toBeVisible()

    await page.reload()
    await settings.expectOpen()
    await expect(settings.field(links, 'Instagram')).toHaveValue('https://instagram.com/johndoe')
    await settings.openTab('Notifications')
    await expect(followers).toBeChecked()
    await expect(digest).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Comments on my articles' })).toBeChecked()
  })

  test('the password changed with its rules shown; then only the new one signs in', async ({
    page,
  }) => {
    await page.goto(AccountSettingsPage.path('security'))
    const card = 'Change password'
    const rules = page.getByTestId('password-rules')
    await settings.field(card, 'Current password').fill('wrong-one')
    // Long enough, a digit, not the current one; no capital yet and no confirmation.
    await settings.field(card, 'New password').fill('renewal1')
    await expect(rules.locator('[data-met=true]')).toHaveCount(3)
    await settings.field(card, 'New password').fill('Renewal-2025')
    await settings.field(card, 'Confirm new password').fill('Renewal-2025')
    await expect(rules.locator('[data-met=true]')).toHaveCount(5)
    await settings.save(card, 'Change password')
    await expect(settings.card(card)).toContainText('The current password is not correct')

    await settings.field(card, 'Current password').fill('admin')
    await settings.save(card, 'Change password')
    await expect(settings.toast('Password changed.')).toBeVisible()
    await expect(settings.card(card)).toContainText('Last changed')

    // Signed out, the old password is refused and the new one signs in.
    const menu = await settings.openUserMenu()
    await menu.getByRole('menuitem', { name: 'Sign out' }).click()
    const login = new LoginPage(page)
    await login.signIn(admin)
    await expect(page.getByText('Email or Password is Invalid').first()).toBeVisible()
    await login.signIn({ ...admin, password: 'Renewal-2025' })
    await expect(page.getByTestId('app-shell')).toBeVisible()
  })

  test('two-step turned on with a code from the app, and a card added in billing; both after a reload', async ({
    page,
  }) => {
    await page.goto(AccountSettingsPage.path('security'))
    const twoStep = settings.card('Two-step verification')
    await expect(twoStep).toContainText('Not enabled')
    await twoStep.getByRole('button', { name: 'Enable two-step verification' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set up two-step verification' })
    const secret = (await dialog.getByTestId('two-step-secret').textContent())!
    await dialog.getByLabel('6-digit code').fill('000000' === totp(secret) ? '111111' : '000000')
    await dialog.getByRole('button', { name: 'Verify and enable' }).click()
    await expect(dialog).toContainText('That code is not valid')
    await dialog.getByLabel('6-digit code').fill(totp(secret))
    await dialog.getByRole('button', { name: 'Verify and enable' }).click()
    await expect(dialog).toBeHidden()
    await expect(twoStep).toContainText('Enabled since')

    await settings.openTab('Billing & Plans')
    const methods = settings.card('Payment methods')
    await methods.getByRole('button', { name: 'Add card' }).click()
    const add = page.getByRole('dialog', { name: 'Add a new card' })
    await add.getByLabel('Card number').fill('4111 1111 1111 1112')
    await add.getByLabel('Name on card').fill('John Doe')
    await add.getByLabel('Expiry date').fill('1239')
    await add.getByLabel('CVV').fill('123')
    await add.getByRole('button', { name: 'Add card' }).click()
    await expect(add).toContainText('Enter a valid card number')
    await add.getByLabel('Card number').fill('4111111111111111')
    await expect(add.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111')
    await add.getByLabel('Use it as the default card').check()
    await add.getByRole('button', { name: 'Add card' }).click()
    await expect(add).toBeHidden()

    await page.reload()
    await settings.expectOpen()
    await expect(methods.getByTestId('payment-method').first()).toContainText('Visa •••• 1111')
    await expect(methods.getByTestId('payment-method').first()).toContainText('Default')
    await expect(methods.getByTestId('payment-method')).toHaveCount(3)
    await settings.openTab('Security')
    await expect(twoStep).toContainText('Enabled since')
  })

  test('deactivated: signed out everywhere, and signing in again reactivates it with a notice', async ({
    page,
  }) => {
    const card = settings.card('Deactivate account')
    const button = card.getByRole('button', { name: 'Deactivate account' })
    await expect(button).toBeDisabled()
    await card.getByLabel('I confirm the deactivation of my account').check()
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' })
    const cancel = dialog.getByRole('button', { name: 'Cancel' })
    // Focus on Cancel is the dialog ready: a click in its opening transition was once lost.
    await expect(cancel).toBeFocused()
    await cancel.click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/account-settings/)
    await button.click()
    await dialog.getByRole('button', { name: 'Deactivate account' }).click()
    await expect(page).toHaveURL(/\/login/)

    await new LoginPage(page).signIn(admin)
    await expect(page.getByTestId('app-shell')).toBeVisible()
    await page.goto(AccountSettingsPage.path())
    await expect(page.getByTestId('reactivated')).toContainText('Welcome back')
  })
})
