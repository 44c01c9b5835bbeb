import { Skeleton } from '@mantine/core'
import { useProducts } from '../api/ecommerce.queries'
import { ProductDetailPage } from './ProductDetailPage'
import { ProductNotFound } from './ProductNotFound'

/** `/apps/ecommerce/product-detail` without a slug opens the first product (the lowest id). */
export function FirstProduct() {
  const first = useProducts({ sortBy: 'featured', page: 1, perPage: 100 })
  if (first.isPending) return <Skeleton h={560} radius="md" />
  const product = first.data?.products.at(-1)
  return product ? <ProductDetailPage slug={product.slug} /> : <ProductNotFound />
}
