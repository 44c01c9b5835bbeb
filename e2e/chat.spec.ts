import { expect, test } from './fixtures'
import { ChatPage } from './pages/ChatPage'
import { admin } from './support/env'
import { auditSkin, chooseSkin, SKINS } from './support/axe'

test.describe('chat', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let chat: ChatPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, ChatPage.path)
    chat = new ChatPage(page)
    await chat.expectOpen()
  })

  test('opening a chat clears its unread badge, after a reload too', async ({ page }) => {
    await expect(chat.unread('Lucía Fernández')).toHaveAccessibleName('2 unread')
    await chat.open('Lucía Fernández')
    await expect(chat.bubbles().last()).toHaveText('Payment goes out on Monday.')
    await expect(chat.unread('Lucía Fernández')).toHaveCount(0)
    await expect(page).toHaveURL(/contact=1/)
    await page.reload()
    await expect(chat.chat('Lucía Fernández')).toBeVisible()
    await expect(chat.unread('Lucía Fernández')).toHaveCount(0)
    await expect(chat.unread('Valentina Cruz')).toHaveAccessibleName('1 unread')
  })

  test('Enter sends, and the chat moves to the top, after a reload too', async ({ page }) => {
    await chat.open('Diego Ramírez')
    await chat.message.fill('Your renewal documents are ready.')
    await chat.message.press('Enter')
    await expect(chat.bubbles().last()).toHaveText('Your renewal documents are ready.')
    await expect(chat.bubbles().last()).toBeInViewport()
    await expect(chat.message).toHaveValue('')
    await expect(chat.firstChat()).toContainText('Diego Ramírez')
    await expect(chat.firstChat()).toContainText('Your renewal documents are ready.')
    await page.reload()
    await expect(chat.firstChat()).toContainText('Diego Ramírez')
    await expect(chat.bubbles().last()).toHaveText('Your renewal documents are ready.')
  })

  test('a first message to a contact starts a chat at the top', async () => {
    await chat.search.fill('tomás')
    await expect(chat.chats.getByRole('listitem')).toHaveCount(0)
    await chat.open('Tomás Navarro')
    await chat.message.fill('Hello Tomás')
    await chat.sendButton.click()
    await expect(chat.firstChat()).toContainText('Tomás Navarro')
    await expect(chat.contacts).toHaveCount(0)
    await chat.search.fill('')
    await expect(chat.chats.getByRole('listitem')).toHaveCount(6)
  })

  test('Shift+Enter makes a new line instead of sending', async () => {
    // In the browser, not the flow tier: the last check reads the bubble as rendered (innerText),
    // which shows the line break only while the bubble's CSS keeps it (white-space: pre-wrap).
    await chat.open('Mateo Herrera')
    await chat.message.fill('Plates:')
    await chat.message.press('Shift+Enter')
    await chat.message.pressSequentially('1234 ABC')
    await expect(chat.message).toHaveValue('Plates:\n1234 ABC')
    await expect(chat.bubbles()).toHaveCount(3)
    await chat.message.press('Enter')
    await expect(chat.bubbles()).toHaveCount(4)
    expect(await chat.bubbles().last().innerText()).toBe('Plates:\n1234 ABC')
  })

  test('on a phone the list and the conversation take turns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await chat.open('Mateo Herrera')
    await expect(chat.chats).toBeHidden()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(chat.chats).toBeVisible()
    await expect(chat.log).toBeHidden()
  })
  test('the status picker changes my status, after a reload too', async ({ page }) => {
    await page.getByRole('button', { name: 'Open my profile' }).click()
    const status = page.getByRole('radiogroup', { name: 'Status' })
    await expect(status.getByRole('radio', { name: 'Online' })).toBeChecked()
    // Click, then expect: the radio shows the saved profile, which re-renders after the click.
    await status.getByRole('radio', { name: 'Busy' }).click()
    await expect(status.getByRole('radio', { name: 'Busy' })).toBeChecked()
    await expect(status.getByRole('radio', { name: 'Busy' })).toBeChecked()
    await page.reload()
    await page.getByRole('button', { name: 'Open my profile' }).click()
    await expect(page.getByRole('radio', { name: 'Busy' })).toBeChecked()
  })

  test('my about text is edited in the profile, after a reload too', async ({ page }) => {
    await page.getByRole('button', { name: 'Open my profile' }).click()
    const about = page.getByRole('textbox', { name: 'About' })
    await about.fill('Motor and home policies, Seville office.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
    await page.reload()
    await page.getByRole('button', { name: 'Open my profile' }).click()
    await expect(about).toHaveValue('Motor and home policies, Seville office.')
  })

  test('an open chat passes axe (WCAG 2.1 AA) in the light and dark skins', async ({ page }) => {
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await chat.goto(3)
      await expect(chat.bubbles()).toHaveCount(2)
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})
