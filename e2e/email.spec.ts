import { expect, test } from './fixtures'
import { EmailPage } from './pages/EmailPage'
import { callApi } from './support/api'
import { admin } from './support/env'

const RENEWAL = 'Auto policy renewal for the Ortega family'
const COMMISSION = 'Commission statement for October'
const LIFE = 'Question about my life cover proposal'
const CLAIMS = 'Home claims Q3 figures'

test.describe('email', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let mail: EmailPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, EmailPage.path)
    mail = new EmailPage(page)
    await mail.expectOpen()
  })

  test('star and trash two mails; the counts and folders follow, after a reload too', async ({
    page,
  }) => {
    await expect(mail.folder('Inbox')).toContainText('5')
    await mail.row(LIFE).getByRole('button', { name: 'Star' }).click()
    await expect(mail.row(LIFE).getByRole('button', { name: 'Unstar' })).toBeVisible()
    await mail.select(RENEWAL, COMMISSION)
    await mail.bulk('Move to', 'Trash')
    await expect(mail.row(RENEWAL)).toHaveCount(0)
    await expect(mail.folder('Inbox')).toContainText('3')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await mail.folder('Trash').click()
      await expect(mail.row(RENEWAL)).toBeVisible()
      await expect(mail.row(COMMISSION)).toBeVisible()
      await mail.folder('Starred').click()
      await expect(mail.row(LIFE)).toBeVisible()
      await expect(mail.row(RENEWAL)).toHaveCount(0)
      await mail.folder('Inbox').click()
      await expect(mail.folder('Inbox')).toContainText('3')
    }
  })

  test('toggles a label from the bulk menu', async ({ page }) => {
    await mail.select(CLAIMS)
    await mail.bulk('Labels', 'Private')
    await mail.labels.getByRole('link', { name: 'Private' }).click()
    await expect(page).toHaveURL(/\/apps\/email\/label\/private/)
    // The label's own list (two mails), not the inbox's still on screen while it loads.
    await expect(mail.rows).toHaveCount(2)
    await expect(mail.row(CLAIMS)).toBeVisible()
    await mail.select(CLAIMS)
    await mail.bulk('Labels', 'Private')
    await expect(mail.row(CLAIMS)).toHaveCount(0)
  })

  test('compose and send; the mail lands in Sent', async ({ page }) => {
    await page.getByRole('button', { name: 'Compose' }).click()
    const to = page.getByRole('combobox', { name: 'To' })
    await to.fill('mariana.ortega@correo.es')
    await to.press('Enter')
    await page.getByRole('textbox', { name: 'Subject' }).fill('Renewal quote attached')
    await page.getByRole('textbox', { name: 'Message' }).fill('Here is your quote.')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Mail sent')).toBeVisible()
    await mail.folder('Sent').click()
    await mail
      .row('Renewal quote attached')
      .getByRole('button', { name: 'Renewal quote attached' })
      .click()
    await expect(mail.view).toContainText('Here is your quote.')
  })

  test('a hostile body executes nothing when opened', async ({ page }) => {
    const created = await callApi<{ id: number }>(page, '/apps/email/save-draft', {
      method: 'POST',
      body: {
        to: ['someone@example.com'],
        cc: [],
        bcc: [],
        subject: 'Hostile draft',
        message: '<p>Hi</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
      },
    })
    expect(created.status).toBe(201)
    await page.goto(`/apps/email/draft?mail=${created.body.id}`)
    await expect(mail.view).toContainText('Hi')
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  test('reply and forward open compose filled in; previous and next follow the folder', async ({
    page,
  }) => {
    await mail.row(RENEWAL).getByRole('button', { name: RENEWAL }).click()
    await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByRole('heading', { name: COMMISSION })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeEnabled()
    await page.getByRole('button', { name: 'Reply' }).click()
    const compose = page.getByRole('dialog')
    await expect(compose.getByText('lucia.fernandez@corredor.app', { exact: true })).toBeVisible()
    await expect(compose.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${COMMISSION}`)
    await compose.getByRole('button', { name: 'Discard' }).click()
    await page.getByRole('button', { name: 'Forward' }).click()
    await expect(compose.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      `Fwd: ${COMMISSION}`,
    )
    await expect(compose.getByRole('list', { name: 'Attachments' })).toContainText('kB')
  })

  test('a draft reopens in compose and is saved in place; closing keeps typed work', async ({
    page,
  }) => {
    await mail.goto('/apps/email/draft')
    await expect(mail.rows).toHaveCount(3)
    await mail.rows.first().getByRole('button').last().click()
    await page.getByRole('button', { name: 'Edit draft' }).click()
    const compose = page.getByRole('dialog')
    await compose.getByRole('textbox', { name: 'Subject' }).fill('Reworded draft')
    await compose.getByRole('button', { name: 'Save draft' }).click()
    await expect(mail.row('Reworded draft')).toBeVisible()
    await expect(mail.rows).toHaveCount(3)
    await expect(mail.folder('Draft')).toContainText('3')
    await page.getByRole('button', { name: 'Compose' }).click()
    await compose.getByRole('textbox', { name: 'Subject' }).fill('Typed then closed')
    await page.keyboard.press('Escape')
    // The first save's notice may still be up: the newest one is this close's.
    await expect(page.getByText('Draft saved').last()).toBeVisible()
    await expect(mail.row('Typed then closed')).toBeVisible()
    await expect(mail.folder('Draft')).toContainText('4')
  })

  test('an attached file is sent with its size and can be downloaded', async ({ page }) => {
    await page.getByRole('button', { name: 'Compose' }).click()
    const compose = page.getByRole('dialog')
    await compose.getByRole('combobox', { name: 'To' }).fill('javier.vega@correo.es, ')
    await compose.getByRole('textbox', { name: 'Subject' }).fill('Signed proposal')
    const chooser = page.waitForEvent('filechooser')
    await compose.getByRole('button', { name: 'Attach files' }).click()
    await (
      await chooser
    ).setFiles({
      name: 'proposal.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'.repeat(2048)),
    })
    await expect(compose.getByRole('listitem')).toHaveText('proposal.txt (2 kB)')
    await compose.getByRole('button', { name: 'Send', exact: true }).click()
    await mail.folder('Sent').click()
    await mail.row('Signed proposal').getByRole('button', { name: 'Signed proposal' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download proposal.txt (2 kB)' }).click()
    expect((await download).suggestedFilename()).toBe('proposal.txt')
    await expect(mail.view.getByRole('listitem')).toContainText('2 kB')
  })

  test('at a phone width the panes become a back-and-forth flow', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    // Loaded at that width, not only resized to it.
    await mail.goto()
    await mail.row(RENEWAL).getByRole('button', { name: RENEWAL }).click()
    await expect(mail.view).toBeVisible()
    await expect(mail.rows).toHaveCount(0)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(mail.rows.first()).toBeVisible()
    await page.getByRole('button', { name: 'Folders' }).click()
    await page.getByRole('dialog').getByRole('link', { name: /^Sent/ }).click()
    await expect(page).toHaveURL(/\/apps\/email\/sent/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
