/**
 * The shop's orders, as the dashboards read them. The shop (built on its own branch) keeps them
 * in a Dexie table named `ecommerceOrders`; this module reads it by name and tolerates its
 * absence (no table: no orders), so the lead can point it at the real table when merging.
 * Rows that do not pass the small schema below are skipped, never a 500.
 */
import { z } from 'zod'
import { db } from '@mocks/db/database'

const orderItemSchema = z.object({
  productId: z.number(),
  name: z.string(),
  price: z.number(),
  qty: z.number(),
})

export const shopOrderSchema = z.object({
  id: z.number(),
  placedAt: z.string(),
  items: z.array(orderItemSchema),
  total: z.number(),
  status: z.string(),
})
export type ShopOrder = z.infer<typeof shopOrderSchema>

export const ORDERS_TABLE = 'ecommerceOrders'

export async function readShopOrders(): Promise<ShopOrder[]> {
  const table = db.tables.find((t) => t.name === ORDERS_TABLE)
  if (!table) return []
  const rows: unknown[] = await table.toArray()
  return rows.flatMap((row) => {
    const parsed = shopOrderSchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

/** The order statuses the product-orders card groups: delivered ones are finished. */
export function orderState(status: string): 'finished' | 'pending' | 'rejected' {
  const key = status.toLowerCase()
  if (['delivered', 'completed', 'finished', 'shipped'].includes(key)) return 'finished'
  if (['cancelled', 'canceled', 'rejected', 'refunded', 'returned'].includes(key)) return 'rejected'
  return 'pending'
}
