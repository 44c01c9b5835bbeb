/**
 * The shop's cart and orders belong to the signed-in user. Two people share this device (one
 * browser profile, so one local database): what the admin puts in the cart is not the shopper's,
 * and the other way round, after a reload too. A fresh profile per test: the shared session is
 * one account's.
 */
import { expect, test } from './fixtures'
import { LoginPage } from './pages/LoginPage'
import { ShopPage } from './pages/ShopPage'
import { callApi } from './support/api'
import { admin, shopper, type Account } from './support/env'

test.describe('the shop per user', () => {
  let shop: ShopPage

  test.beforeEach(({ page }) => {
    shop = new ShopPage(page)
  })

  /** Signs out from the user menu and signs `account` in on the same page, then opens the shop. */
  async function switchTo(account: Account) {
    const { page } = shop
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await new LoginPage(page).signIn(account)
    await expect(page.getByTestId('app-shell')).toBeVisible()
    await shop.goto()
  }

  const expectCart = async (names: string[]) => {
    await shop.openCheckout()
    await expect(shop.cartLines).toHaveCount(names.length)
    for (const name of names) await expect(shop.line(name)).toHaveCount(1)
  }

  test("each user's cart is their own on a shared device, after a reload too", async ({
    page,
    signIn,
  }) => {
    await signIn(admin, ShopPage.path)
    await expect(shop.cards.first()).toBeVisible()
    await shop.expectCartCount(2)
    await shop.card('Storm Umbrella').getByRole('button', { name: 'Add to cart' }).click()
    await shop.expectCartCount(3)

    await switchTo(shopper)
    await shop.expectCartCount(0)
    const umbrella = shop.card('Storm Umbrella')
    await expect(umbrella.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    await shop.card('Commuter Backpack').getByRole('button', { name: 'Add to cart' }).click()
    await shop.expectCartCount(1)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expectCart(['Commuter Backpack'])
      await shop.expectCartCount(1)
    }

    await switchTo(admin)
    await shop.expectCartCount(3)
    await expect(
      shop.card('Commuter Backpack').getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible()
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expectCart(['Noise-Cancelling Headset', 'Hard Hat Pro', 'Storm Umbrella'])
      await shop.expectCartCount(3)
    }
  })

  test("the shopper sees their own orders; the admin's is unknown to them", async ({
    page,
    signIn,
  }) => {
    await signIn(shopper, `${ShopPage.checkout}?order=4`)
    const confirmation = page.getByTestId('order-confirmation')
    await expect(confirmation.getByTestId('order-number')).toHaveText('Order number CR-10004')
    const orders = await callApi<{ orders: { number: string }[] }>(page, '/apps/ecommerce/orders')
    expect(orders.body.orders.map((order) => order.number)).toEqual(['CR-10005', 'CR-10004'])
    expect((await callApi(page, '/apps/ecommerce/orders/1')).status).toBe(404)
    await page.goto(`${ShopPage.checkout}?order=1`)
    await expect(page.getByRole('heading', { name: 'Product not found', level: 1 })).toBeVisible()
    await expect(confirmation).toHaveCount(0)
  })
})
