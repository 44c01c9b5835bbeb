import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { TodoPage, parseTodoTag, todoSearchSchema } from '@/features/todo'

export const Route = createFileRoute('/_app/apps/todo/tag/$tag')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/todo')
    if (!parseTodoTag(params.tag)) throw notFound()
  },
  validateSearch: todoSearchSchema,
  component: TagRoute,
})

function TagRoute() {
  const navigate = Route.useNavigate()
  const { tag } = Route.useParams()
  return (
    <TodoPage
      tag={parseTodoTag(tag)}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
