import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { TodoPage, parseTodoFilter, todoSearchSchema } from '@/features/todo'

export const Route = createFileRoute('/_app/apps/todo/$filter')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/todo')
    if (!parseTodoFilter(params.filter)) throw notFound()
  },
  validateSearch: todoSearchSchema,
  component: FilterRoute,
})

function FilterRoute() {
  const navigate = Route.useNavigate()
  const { filter } = Route.useParams()
  return (
    <TodoPage
      filter={parseTodoFilter(filter)}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
