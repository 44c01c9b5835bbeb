/**
 * The shop's search and order, in the URL and after a reload, and an unknown product (moved from
 * e2e/shop.spec.ts).
 */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows, type App } from '../support/app'
import { fill, pick, selectBox } from '../support/queries'

setUpFlows()

const SHOP = '/apps/ecommerce/shop'
const cards = () => screen.queryAllByTestId('product-card')
const sortBox = () => selectBox(document.body, 'Sort by')

async function openShop(path = SHOP): Promise<App> {
  const app = await openApp(path)
  await screen.findAllByTestId('product-card')
  return app
}

describe('shop', () => {
  it('searches by name and sorts by price, in the URL and after a reload', async () => {
    const app = await openShop()
    expect(screen.getByTestId('shop-total')).toHaveTextContent(/^27 results$/)
    const search = screen.getByRole('searchbox', { name: 'Search products' })
    await fill(app.user, search, 'watch')
    await waitFor(() => expect(app.location()).toMatch(/q=watch/))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveAccessibleName('Smart Watch Active')
    await fill(app.user, search, '')
    await waitFor(() => expect(cards()).toHaveLength(9))
    await pick(app.user, document.body, 'Sort by', 'Lowest price')
    await waitFor(() => expect(app.location()).toMatch(/sortBy=price-asc/))
    for (const reload of [false, true]) {
      if (reload) await app.reload()
      await waitFor(() => expect(sortBox()).toHaveValue('Lowest price'))
      await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Hi-Vis Safety Vest'))
      expect(cards()[1]).toHaveAccessibleName('Thermal Coffee Mug')
    }
    await pick(app.user, document.body, 'Sort by', 'Highest price')
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Field Laptop 14'))
    await app.visit(`${SHOP}?q=zzz`)
    expect(await screen.findByText('No products match')).toBeVisible()
  })

  it('an unknown product says so and leads back to the shop', async () => {
    const app = await openShop()
    await app.visit('/apps/ecommerce/product-detail/no-such-thing-9999')
    await heading('Product not found')
    await app.user.click(screen.getByRole('link', { name: 'Back to the shop' }))
    await waitFor(() => expect(app.location()).toMatch(/\/apps\/ecommerce\/shop/))
    expect((await screen.findAllByTestId('product-card'))[0]).toBeVisible()
  })
})
