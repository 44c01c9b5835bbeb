/**
 * The shop's orders, as the dashboards read them: the shop's own `ecommerceOrders` table
 * (mocks/ecommerce), so an order placed at checkout moves the dashboard's order figures. Every
 * user's orders, on purpose: the shop's endpoints answer for the caller only, the dashboards show
 * the agency's whole shop.
 */
import { ecommerceOrders } from '@mocks/ecommerce/ecommerce.table'
import type { Order } from '@/features/ecommerce/ecommerce.schema'

export type ShopOrder = Order

export const readShopOrders = (): Promise<ShopOrder[]> => ecommerceOrders().toArray()

/** The order statuses the product-orders card groups: delivered ones are finished. */
export function orderState(status: string): 'finished' | 'pending' | 'rejected' {
  const key = status.toLowerCase()
  if (['delivered', 'completed', 'finished', 'shipped'].includes(key)) return 'finished'
  if (['cancelled', 'canceled', 'rejected', 'refunded', 'returned'].includes(key)) return 'rejected'
  return 'pending'
}
