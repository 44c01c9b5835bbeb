import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { KbCategoryPage } from '@/features/faq'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  beforeLoad: () => requirePage('/pages/knowledge-base'),
  component: function CategoryRoute() {
    return <KbCategoryPage category={Route.useParams().category} />
  },
})
