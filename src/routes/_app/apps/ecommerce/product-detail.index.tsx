import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { FirstProduct } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  beforeLoad: () => requirePage('/apps/ecommerce/product-detail'),
  component: () => <FirstProduct />,
})
