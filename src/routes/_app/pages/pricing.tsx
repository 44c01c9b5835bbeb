import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { PricingPage, pricingSearchSchema } from '@/features/pricing'

export const Route = createFileRoute('/_app/pages/pricing')({
  beforeLoad: () => requirePage('/pages/pricing'),
  validateSearch: pricingSearchSchema,
  component: PricingRoute,
})

function PricingRoute() {
  const navigate = Route.useNavigate()
  return (
    <PricingPage
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  )
}
