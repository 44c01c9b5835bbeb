import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { WishlistPage } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/wishlist')({
  beforeLoad: () => requirePage('/apps/ecommerce/wishlist'),
  component: () => <WishlistPage />,
})
