import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The account settings (/pages/account-settings?tab=…): five tabs, each a set of cards named by
 * their headings ("Profile details", "Change password", "Payment methods"…); fields by label.
 */
export class AccountSettingsPage {
  readonly heading: Locator
  readonly userMenu: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account Settings' })
    this.userMenu = page.getByTestId('user-menu')
  }

  static path = (tab?: string) => `/pages/account-settings${tab ? `?tab=${tab}` : ''}`

  async expectOpen(): Promise<void> {
    await expect(this.heading).toBeVisible()
    await expect(this.page.getByRole('tab', { selected: true })).toBeVisible()
    // The settings have loaded: the first card of the tab is there.
    await expect(this.page.getByRole('region').first()).toBeVisible()
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click()
    await expect(this.page.getByRole('tab', { name, selected: true })).toBeVisible()
  }

  card(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true })
  }

  /** A field of a card, by its label (a required one's asterisk aside). */
  field(card: string, label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return this.card(card).getByLabel(new RegExp(`^${escaped}( \\*)?$`))
  }

  async save(card: string, button = 'Save changes'): Promise<void> {
    await this.card(card).getByRole('button', { name: button }).click()
  }

  /** The top bar's user menu, opened: it shows the signed-in user's name. */
  async openUserMenu(): Promise<Locator> {
    await this.userMenu.click()
    const menu = this.page.getByRole('menu')
    await expect(menu).toBeVisible()
    return menu
  }

  async closeUserMenu(): Promise<void> {
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('menu')).toBeHidden()
  }

  /** The newest toast saying this (an earlier one may still be fading). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text }).last()
  }
}
