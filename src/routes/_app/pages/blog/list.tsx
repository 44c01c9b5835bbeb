import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BlogListPage, blogSearchSchema } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/list')({
  beforeLoad: () => requirePage('/pages/blog/list'),
  validateSearch: blogSearchSchema,
  component: ListRoute,
})

function ListRoute() {
  const navigate = Route.useNavigate()
  return (
    <BlogListPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
  )
}
