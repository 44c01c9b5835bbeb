import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { requirePage } from '@/app/guards'
import { KanbanPage } from '@/features/kanban'

const kanbanSearch = z.object({
  task: z.coerce.number().int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/_app/apps/kanban')({
  beforeLoad: () => requirePage('/apps/kanban'),
  validateSearch: (search: Record<string, unknown>) => kanbanSearch.parse(search),
  component: KanbanRoute,
})

function KanbanRoute() {
  const { task } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <KanbanPage
      taskId={task}
      onOpen={(id) => void navigate({ search: id === undefined ? {} : { task: id } })}
    />
  )
}
