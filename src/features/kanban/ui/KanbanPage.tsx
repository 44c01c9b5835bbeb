import { Alert, Center, Loader, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBoards, useTasks } from '../api/kanban.queries'
import { KanbanBoard } from './KanbanBoard'
import { TaskDrawer } from './TaskDrawer'

interface KanbanPageProps {
  /** The task open in the drawer, from the URL. */
  taskId: number | undefined
  onOpen: (taskId: number | undefined) => void
}

/** The kanban app: boards as columns, tasks as cards, the open task in a drawer. */
export function KanbanPage({ taskId, onOpen }: KanbanPageProps) {
  const { t } = useTranslation('kanban')
  const boards = useBoards()
  const tasks = useTasks()

  if (boards.isPending || tasks.isPending) {
    return (
      <Center h={300}>
        <Loader role="status" aria-label={t('kanban.loading')} />
      </Center>
    )
  }
  if (boards.isError || tasks.isError) return <Alert color="red" title={t('kanban.loadFailed')} />

  const open = taskId === undefined ? undefined : tasks.data.find((task) => task.id === taskId)
  return (
    <>
      <VisuallyHidden component="h1">{t('kanban.title')}</VisuallyHidden>
      <KanbanBoard boards={boards.data} tasks={tasks.data} onOpen={onOpen} />
      <TaskDrawer task={open} boards={boards.data} onClose={() => onOpen(undefined)} />
    </>
  )
}
