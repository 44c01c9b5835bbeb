import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { KanbanPage, kanbanSearchSchema, openTask } from '@/features/kanban'

export const Route = createFileRoute('/_app/apps/kanban')({
  beforeLoad: () => requirePage('/apps/kanban'),
  validateSearch: kanbanSearchSchema,
  component: KanbanRoute,
})

function KanbanRoute() {
  const navigate = Route.useNavigate()
  return (
    <KanbanPage
      taskId={Route.useSearch().task}
      onOpen={(id) => void navigate({ search: openTask(id) })}
    />
  )
}
