import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The chat app (/apps/chat): the lists "Chats" and "Contacts", the search, the open
 * conversation (a log) and its composer (the textarea "Message" and the "Send" button).
 */
export class ChatPage {
  readonly chats: Locator
  readonly contacts: Locator
  readonly search: Locator
  readonly log: Locator
  readonly message: Locator
  readonly sendButton: Locator

  constructor(readonly page: Page) {
    this.chats = page.getByRole('list', { name: 'Chats' })
    this.contacts = page.getByRole('list', { name: 'Contacts' })
    this.search = page.getByLabel('Search chats and contacts')
    this.log = page.getByRole('log')
    this.message = page.getByRole('textbox', { name: 'Message' })
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true })
  }

  static readonly path = '/apps/chat'

  async goto(contactId?: number): Promise<void> {
    await this.page.goto(contactId ? `${ChatPage.path}?contact=${contactId}` : ChatPage.path)
    await this.expectOpen()
  }

  /** The app has loaded its chats (after a `goto`, or a sign-in that opened `path`). */
  async expectOpen(): Promise<void> {
    await expect(this.chats).toBeVisible()
  }

  /** A row of the chats list, by the contact's name. */
  chat(name: string): Locator {
    return this.chats.getByRole('listitem').filter({ hasText: name })
  }

  firstChat(): Locator {
    return this.chats.getByRole('listitem').first()
  }

  unread(name: string): Locator {
    return this.chat(name).getByRole('img', { name: /unread$/ })
  }

  async open(name: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(name) }).click()
    await expect(this.log).toHaveAccessibleName(`Conversation with ${name}`)
  }

  bubbles(): Locator {
    return this.log.locator('p')
  }
}
