import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Pricing (/pages/pricing: the cycle switch, a card per plan named by its title, "choose plan"
 * and its confirm) and the license (/pages/license: the details card, its key and certificate).
 */
export class PricingPage {
  readonly cycle: Locator
  readonly license: Locator

  constructor(readonly page: Page) {
    this.cycle = page.getByRole('radiogroup', { name: 'Billing cycle' })
    this.license = page.getByTestId('license-details')
  }

  static readonly path = '/pages/pricing'
  static readonly licensePath = '/pages/license'

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeVisible()
    await expect(this.plan('Enterprise')).toBeVisible()
  }

  /** A plan's card, a region named by its title. */
  plan(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true })
  }

  price(title: string): Locator {
    return this.plan(title).getByTestId('plan-price')
  }

  async chooseCycle(label: 'Monthly' | 'Yearly'): Promise<void> {
    await this.cycle.getByText(label, { exact: true }).click()
    await expect(this.cycle.getByRole('radio', { name: label })).toBeChecked()
  }

  /** Clicks the plan's button and confirms the paid change in the dialog that asks. */
  async choose(title: string, expectPrice: string): Promise<void> {
    await this.plan(title).getByRole('button', { name: 'Choose plan' }).click()
    const dialog = this.page.getByRole('dialog', { name: `Change to ${title}?` })
    await expect(dialog.getByTestId('confirm-price')).toHaveText(expectPrice)
    await dialog.getByRole('button', { name: `Choose ${title}` }).click()
    await expect(dialog).toBeHidden()
  }

  async expectCurrent(title: string): Promise<void> {
    await expect(this.plan(title)).toContainText('Your current plan')
    await expect(this.plan(title).getByRole('button')).toHaveCount(0)
  }
}
