import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { TodoPage, todoSearchSchema } from '@/features/todo'

export const Route = createFileRoute('/_app/apps/todo/')({
  beforeLoad: () => requirePage('/apps/todo'),
  validateSearch: todoSearchSchema,
  component: AllTasksRoute,
})

function AllTasksRoute() {
  const navigate = Route.useNavigate()
  return <TodoPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
