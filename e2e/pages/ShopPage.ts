import { expect, type Locator, type Page } from '@playwright/test'

/** The shop's screens: the shelf, a product, the wishlist, the checkout, and the navbar cart. */
export class ShopPage {
  readonly cards: Locator
  readonly cartCount: Locator
  readonly cartLines: Locator

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('product-card')
    this.cartCount = page.getByTestId('cart-count')
    this.cartLines = page.getByTestId('cart-line')
  }

  static readonly path = '/apps/ecommerce/shop'
  static readonly checkout = '/apps/ecommerce/checkout'
  static readonly wishlist = '/apps/ecommerce/wishlist'

  async goto(path = ShopPage.path): Promise<void> {
    await this.page.goto(path)
    await expect(this.cards.first()).toBeVisible()
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }

  line(name: string): Locator {
    return this.cartLines.filter({ has: this.page.getByText(name, { exact: true }) })
  }

  /** The navbar badge: hidden at zero. */
  async expectCartCount(count: number): Promise<void> {
    if (count === 0) await expect(this.cartCount).toBeHidden()
    else await expect(this.cartCount).toHaveText(String(count))
  }

  async openCheckout(): Promise<void> {
    await this.page.goto(ShopPage.checkout)
    await expect(this.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  }
}
