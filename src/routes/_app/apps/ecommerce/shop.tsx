import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ShopPage, shopSearchSchema } from '@/features/ecommerce'

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  beforeLoad: () => requirePage('/apps/ecommerce/shop'),
  validateSearch: shopSearchSchema,
  component: ShopRoute,
})

function ShopRoute() {
  const navigate = Route.useNavigate()
  return <ShopPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
