import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { KnowledgeBasePage, kbSearchSchema } from '@/features/faq'

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  beforeLoad: () => requirePage('/pages/knowledge-base'),
  validateSearch: kbSearchSchema,
  component: KnowledgeBaseRoute,
})

function KnowledgeBaseRoute() {
  const navigate = Route.useNavigate()
  return (
    <KnowledgeBasePage
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  )
}
