import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ProductDetailPage } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/$slug')({
  beforeLoad: () => requirePage('/apps/ecommerce/product-detail'),
  component: function ProductRoute() {
    const { slug } = Route.useParams()
    // A new product starts afresh (quantity, colour).
    return <ProductDetailPage key={slug} slug={slug} />
  },
})
