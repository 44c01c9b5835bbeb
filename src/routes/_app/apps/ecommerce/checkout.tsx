import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { CheckoutPage, checkoutSearchSchema } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  beforeLoad: () => requirePage('/apps/ecommerce/checkout'),
  validateSearch: checkoutSearchSchema,
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const navigate = Route.useNavigate()
  return (
    <CheckoutPage
      orderId={Route.useSearch().order}
      onPlaced={(order) => void navigate({ search: { order } })}
    />
  )
}
