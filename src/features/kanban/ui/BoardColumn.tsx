import { Button, Text } from '@mantine/core'
import { useDroppable } from '@dnd-kit/core'
import { SortableContext } from '@dnd-kit/sortable'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAddTask } from '../api/kanban.queries'
import { TITLE_MAX, type Board, type Task } from '../kanban.schema'
import { BoardHeader } from './BoardHeader'
import { InlineTitleForm } from './InlineTitleForm'
import { columnId, noTransforms } from './kanban-dnd'
import { TaskCard } from './TaskCard'
import classes from './KanbanPage.module.css'

interface BoardColumnProps {
  board: Board
  tasks: Task[]
  onOpen: (taskId: number) => void
}

/** One board: its header, its sortable cards and the form that adds a task at the bottom. */
export function BoardColumn({ board, tasks, onOpen }: BoardColumnProps) {
  const { t } = useTranslation('kanban')
  const [adding, setAdding] = useState(false)
  const addTask = useAddTask()
  const { setNodeRef } = useDroppable({ id: columnId(board.id), data: { type: 'board' } })

  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      aria-label={board.title}
      data-board-id={board.id}
    >
      <BoardHeader board={board} count={tasks.length} />
      <SortableContext items={tasks.map((task) => task.id)} strategy={noTransforms}>
        <ul
          className={classes.cards}
          aria-label={t('kanban.board.tasksIn', { title: board.title })}
        >
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} boardId={board.id} onOpen={onOpen} />
          ))}
          {tasks.length === 0 ? (
            <Text component="li" size="sm" c="dimmed" ta="center" className={classes.empty}>
              {t('kanban.board.empty')}
            </Text>
          ) : null}
        </ul>
      </SortableContext>
      <div className={classes.columnFoot}>
        {adding ? (
          <InlineTitleForm
            label={t('kanban.task.newTitle')}
            placeholder={t('kanban.task.newPlaceholder')}
            maxLength={TITLE_MAX}
            submitLabel={t('kanban.task.add')}
            busy={addTask.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(title) =>
              addTask.mutate({ title, boardId: board.id }, { onSuccess: () => setAdding(false) })
            }
          />
        ) : (
          <Button
            variant="subtle"
            fullWidth
            justify="flex-start"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('kanban.task.add')}
          </Button>
        )}
      </div>
    </section>
  )
}
