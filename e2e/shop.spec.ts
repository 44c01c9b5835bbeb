import { expect, test } from './fixtures'
import { ShopPage } from './pages/ShopPage'
import { auditSkin, chooseSkin, SKINS } from './support/axe'
import { admin, client } from './support/env'
import { chooseLayout, runsLeftToRight, sidewaysOverflow } from './pages/layout'

test.describe('shop', () => {
  test.use({ sharedSession: true })

  let shop: ShopPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, ShopPage.path)
    shop = new ShopPage(page)
    await expect(shop.cards.first()).toBeVisible()
  })

  test('the shop does not load the charts', async ({ page }) => {
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
    await page.reload()
    await expect(shop.cards.first()).toBeVisible()
    await page.goto('/apps/ecommerce/product-detail')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(loaded.some((path) => path.startsWith('/assets/'))).toBe(true)
    expect(loaded.filter((path) => /\/assets\/(charts|use-chart-format)-/.test(path))).toEqual([])
  })

  test('fills the cart from the grid and a product page; the navbar count follows', async ({
    page,
  }) => {
    await shop.expectCartCount(2)
    await shop.card('Storm Umbrella').getByRole('button', { name: 'Add to cart' }).click()
    await expect(
      shop.card('Storm Umbrella').getByRole('link', { name: 'View in cart' }),
    ).toBeVisible()
    await shop.expectCartCount(3)
    await shop.card('Commuter Backpack').getByRole('button', { name: 'Add to cart' }).click()
    await shop.expectCartCount(4)
    await shop.card('Commuter Backpack').getByRole('link', { name: 'Commuter Backpack' }).click()
    await expect(page.getByRole('heading', { name: 'Commuter Backpack', level: 1 })).toBeVisible()
    await page.goto('/apps/ecommerce/product-detail/field-laptop-14-1')
    await expect(page.getByRole('heading', { name: 'Field Laptop 14', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Quantity' }).fill('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('link', { name: 'View in cart' })).toBeVisible()
    await shop.expectCartCount(5)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await shop.expectCartCount(5)
    }
    await page.getByRole('button', { name: /^Cart, 5 items/ }).click()
    await expect(page.getByTestId('cart-menu-line')).toHaveCount(5)
    await page.getByRole('link', { name: 'Checkout', exact: true }).last().click()
    await expect(shop.cartLines).toHaveCount(5)
    await expect(
      shop.line('Field Laptop 14').getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('3')
  })

  test('the navbar cart menu changes a quantity and removes an item, after a reload too', async ({
    page,
  }) => {
    const menu = page.getByRole('dialog')
    const openMenu = async (count: number) => {
      await page.getByRole('button', { name: new RegExp(`^Cart, ${count} items?`) }).click()
      await expect(page.getByTestId('cart-menu-line')).toHaveCount(count)
    }
    await openMenu(2)
    const hardHat = menu.getByRole('textbox', { name: 'Quantity of Hard Hat Pro' })
    const subtotal = menu.getByText('Subtotal').locator('xpath=following-sibling::*[1]')
    const before = await subtotal.innerText()
    await hardHat.fill('4')
    await expect(subtotal).not.toHaveText(before)
    await menu.getByRole('button', { name: 'Remove Noise-Cancelling Headset from cart' }).click()
    await expect(page.getByTestId('cart-menu-line')).toHaveCount(1)
    await shop.expectCartCount(1)
    await page.reload()
    await shop.expectCartCount(1)
    await openMenu(1)
    await expect(hardHat).toHaveValue('4')
  })

  test('checkout: a quantity, a move to the wishlist, the order, an empty cart, after a reload too', async ({
    page,
  }) => {
    await shop.openCheckout()
    await expect(shop.cartLines).toHaveCount(2)
    await shop.line('Hard Hat Pro').getByRole('textbox', { name: 'Quantity' }).fill('5')
    await expect(page.getByText('$384.00').first()).toBeVisible()
    await shop
      .line('Noise-Cancelling Headset')
      .getByRole('button', { name: 'Move to wishlist' })
      .click()
    await expect(shop.cartLines).toHaveCount(1)
    await shop.expectCartCount(1)
    await page.reload()
    await expect(shop.cartLines).toHaveCount(1)
    await expect(shop.line('Hard Hat Pro').getByRole('textbox', { name: 'Quantity' })).toHaveValue(
      '5',
    )
    await page.goto(ShopPage.wishlist)
    await expect(page.getByRole('article', { name: 'Noise-Cancelling Headset' })).toBeVisible()

    await shop.openCheckout()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('radio', { name: /Calle de Alcalá 42/ }).click()
    const card = page.getByRole('form', { name: 'Credit or debit card' })
    await card.getByRole('button', { name: 'Place order' }).click()
    await expect(card.getByText('Enter a valid card number')).toBeVisible()
    await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241')
    await card.getByRole('textbox', { name: 'Name on card' }).fill('John Doe')
    await card.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39')
    await card.getByRole('textbox', { name: 'CVV' }).fill('123')
    await card.getByRole('button', { name: 'Place order' }).click()
    await expect(card.getByText('Enter a valid card number')).toBeVisible()
    await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await card.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/order=4/)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      const confirmation = page.getByTestId('order-confirmation')
      await expect(confirmation.getByTestId('order-number')).toHaveText('Order number CR-10004')
      await expect(confirmation.getByTestId('order-item')).toHaveCount(1)
      await expect(confirmation.getByTestId('order-item')).toContainText('Hard Hat Pro')
      await expect(confirmation).toContainText('Card ending in 4242')
      await shop.expectCartCount(0)
    }
    await shop.openCheckout()
    await expect(page.getByTestId('empty-cart')).toBeVisible()
  })

  test('on a phone in RTL, data text keeps its own direction and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await chooseLayout(page, { rtl: true })
    await shop.goto()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const name = shop.cards.first().getByRole('link').last()
    expect(await runsLeftToRight(name.getByText(/\w/).first())).toBe(true)
    // "27 results" starts with its number: it must not read "results 27".
    expect(await runsLeftToRight(page.getByTestId('shop-total'))).toBe(true)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await page.goto('/apps/ecommerce/product-detail/field-laptop-14-1')
    const title = page.getByRole('heading', { level: 1, name: 'Field Laptop 14' })
    expect(await runsLeftToRight(title)).toBe(true)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await shop.openCheckout()
    await expect(shop.cartLines.first()).toBeVisible()
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Place order' }).click()
    const street = page.getByText(/^Calle de Alcalá 42/).first()
    expect(await runsLeftToRight(street)).toBe(true)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })

  test('in Spanish, counts and the price filter read in Spanish', async ({ page }) => {
    await chooseLayout(page, { language: 'es' })
    await shop.goto()
    await expect(page.getByTestId('shop-total')).toHaveText('27 resultados')
    const minimum = page.getByRole('textbox', { name: 'Mínimo' })
    await minimum.fill('100')
    await expect(page).toHaveURL(/minPrice=100/)
    // The sign where Spanish puts it, after the number: "100 US$".
    await expect(minimum).toHaveValue(/^100\s?US\$$/)
  })

  // The shop, product, wishlist and checkout screens are in the screen sweep; the checkout's
  // address and payment steps are states of their own.
  test("the checkout's address and payment steps pass axe in the light and dark skins", async ({
    page,
  }) => {
    for (const skin of SKINS) {
      await chooseSkin(page, skin)
      await shop.openCheckout()
      await expect(shop.cartLines.first()).toBeVisible()
      await page.getByRole('button', { name: 'Place order' }).click()
      await expect(page.getByRole('radio', { name: /Calle de Alcalá 42/ })).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])
      await page.getByRole('radio', { name: /Calle de Alcalá 42/ }).click()
      await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible()
      expect(await auditSkin(page, skin), skin).toEqual([])
    }
  })
})

test.describe('shop, as the client', () => {
  test('the client sees no cart menu and may not open the shop', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.signIn(client)
    await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0)
    await page.goto(ShopPage.path)
    await expect(page).toHaveURL(/\/misc\/not-authorized$/)
  })
})
