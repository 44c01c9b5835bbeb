import { expect, type Locator, type Page } from '@playwright/test'
import type { Account } from '../support/env'

/**
 * The sign-in screen (/login, or one of its designs under /pages): labels "Email" and
 * "Password", button "Sign in".
 */
export class LoginPage {
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  /** The notice shown after a session ended by itself. */
  readonly sessionEnded: Locator

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true })
    this.sessionEnded = page
      .getByRole('status')
      .filter({ hasText: 'Your session has ended. Please sign in again.' })
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path)
  }

  /** Usable: the fields can be typed into and the button pressed. */
  async expectUsable(): Promise<void> {
    await expect(this.email).toBeVisible()
    await expect(this.email).toBeEnabled()
    await expect(this.password).toBeEnabled()
    await expect(this.submit).toBeEnabled()
  }

  async fill(account: Account): Promise<void> {
    await this.email.fill(account.email)
    await this.password.fill(account.password)
  }

  async signIn(account: Account): Promise<void> {
    await this.expectUsable()
    await this.fill(account)
    await this.submit.click()
  }
}
