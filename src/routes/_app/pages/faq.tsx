import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { FaqPage, faqSearchSchema } from '@/features/faq'

export const Route = createFileRoute('/_app/pages/faq')({
  beforeLoad: () => requirePage('/pages/faq'),
  validateSearch: faqSearchSchema,
  component: FaqRoute,
})

function FaqRoute() {
  const navigate = Route.useNavigate()
  return (
    <FaqPage
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  )
}
