import { expect, type Locator, type Page } from '@playwright/test'
import { callApi } from '../support/api'

/**
 * The signed-in app shell (`data-testid="app-shell"`) and its theme customizer. A customizer
 * setting is a radio group named after the setting ("Skin", "Content width") whose options are
 * picked by their visible text ("Dark", "Full Width").
 */
export class Shell {
  readonly root: Locator
  readonly customizerButton: Locator

  constructor(readonly page: Page) {
    this.root = page.getByTestId('app-shell')
    this.customizerButton = page.getByRole('button', { name: 'Open theme customizer' })
  }

  async expectVisible(): Promise<void> {
    await expect(this.root).toBeVisible()
  }

  setting(name: string): Locator {
    return this.page
      .getByRole('radiogroup', { name })
      .or(this.page.getByRole('group', { name }))
      .first()
  }

  option(setting: string, option: string): Locator {
    return this.setting(setting).getByRole('radio', { name: option, exact: true })
  }

  async openCustomizer(): Promise<void> {
    await this.customizerButton.click()
    await expect(this.setting('Skin')).toBeVisible()
  }

  async choose(setting: string, option: string): Promise<void> {
    await this.setting(setting).getByText(option, { exact: true }).click()
    await expect(this.option(setting, option)).toBeChecked()
  }

  async expectColorScheme(scheme: 'light' | 'dark'): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
  }

  /** Ends the session the way the app's sign-out does: revoke the refresh token, forget the keys. */
  async signOut(): Promise<void> {
    const refreshToken = await this.page.evaluate(() => localStorage.getItem('refreshToken'))
    await callApi(this.page, '/jwt/logout', { method: 'POST', body: { refreshToken } })
    await this.page.evaluate(() => {
      for (const key of ['userData', 'accessToken', 'refreshToken']) localStorage.removeItem(key)
    })
  }
}
