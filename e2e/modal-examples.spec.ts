import { expect, test } from './fixtures'
import { AccountSettingsPage } from './pages/AccountSettingsPage'
import { admin } from './support/env'

const PATH = '/pages/modal-examples'

test.describe('modal examples', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, PATH)
    await expect(page.getByRole('heading', { level: 1, name: 'Modal Examples' })).toBeVisible()
  })

  test('a card added through its dialog shows in billing after a reload', async ({ page }) => {
    await expect(page.getByTestId('saved-card')).toHaveText('2 cards on file')
    await page.getByRole('button', { name: 'Add card', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a new card' })
    await dialog.getByLabel('Card number').fill('5105 1051 0510 5100')
    await dialog.getByLabel('Name on card').fill('John Doe')
    await dialog.getByLabel('Expiry date').fill('01/20')
    await dialog.getByLabel('CVV').fill('321')
    await dialog.getByRole('button', { name: 'Add card' }).click()
    await expect(dialog).toContainText('Enter a date not yet past, as MM/YY')
    await dialog.getByLabel('Expiry date').fill('0838')
    await dialog.getByRole('button', { name: 'Add card' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('saved-card')).toHaveText('3 cards on file')

    const settings = new AccountSettingsPage(page)
    await page.goto(AccountSettingsPage.path('billing'))
    await page.reload()
    await settings.expectOpen()
    const cards = settings.card('Payment methods').getByTestId('payment-method')
    await expect(cards).toHaveCount(3)
    await expect(cards.last()).toContainText('Mastercard •••• 5100')
  })

  test('a person invited, an app made with the wizard and a friend referred stay after a reload', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const share = page.getByRole('dialog', { name: 'Share project' })
    await share.getByLabel('Email address').fill('sofia.castillo@example.com')
    await share.getByRole('button', { name: 'Invite' }).click()
    await expect(share.getByTestId('member')).toHaveCount(4)
    await expect(share.getByTestId('member').last()).toContainText('Sofia Castillo')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Create app', exact: true }).click()
    const wizard = page.getByRole('dialog', { name: 'Create app' })
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard).toContainText('Enter a name of 2 to 60 characters')
    await wizard.getByLabel('App name').fill('Renewals Radar')
    await wizard.getByText('Healthcare', { exact: true }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByText('Vue', { exact: true }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByText('MySQL', { exact: true }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByLabel('Standard').check()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard).toContainText('A paid plan needs one of your cards')
    await wizard.getByLabel('Card to charge').click()
    await page.getByRole('option', { name: 'Visa •••• 4242' }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByTestId('app-summary')).toContainText('Renewals Radar')
    await wizard.getByRole('button', { name: 'Create the app' }).click()
    await expect(wizard.getByRole('status')).toHaveText('Renewals Radar is created.')
    await wizard.getByRole('button', { name: 'Close', exact: true }).last().click()

    await page.getByRole('button', { name: 'Refer', exact: true }).click()
    const refer = page.getByRole('dialog', { name: 'Refer and earn' })
    await refer.getByLabel('Email addresses').fill('mateo.herrera@example.com')
    await refer.getByLabel('Email addresses').press('Enter')
    await refer.getByRole('button', { name: 'Send' }).click()
    await expect(refer.getByTestId('referral')).toHaveCount(3)
    await page.keyboard.press('Escape')

    await page.reload()
    await expect(page.getByTestId('saved-share')).toHaveText('4 members')
    await expect(page.getByTestId('saved-app')).toHaveText('Claims Desk, Renewals Radar')
    await expect(page.getByTestId('saved-refer')).toHaveText('3 referrals')
  })
})
