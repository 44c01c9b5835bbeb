import { ActionIcon } from '@mantine/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Task } from '../kanban.schema'
import { TaskCardView } from './TaskCardView'
import classes from './KanbanPage.module.css'

interface TaskCardProps {
  task: Task
  /** The board the card is drawn in (mid-drag it may differ from the saved one). */
  boardId: string
  onOpen: (taskId: number) => void
}

/**
 * A sortable card. The mouse drags it from anywhere; the keyboard drags it from its handle
 * (Space to lift, arrows to move, Space to drop), which is the activator dnd-kit listens on.
 */
export function TaskCard({ task, boardId, onOpen }: TaskCardProps) {
  const { t } = useTranslation('kanban')
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, data: { boardId } })

  return (
    <li
      ref={setNodeRef}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-task-id={task.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
      onClick={() => onOpen(task.id)}
    >
      <TaskCardView
        task={task}
        onOpen={() => onOpen(task.id)}
        handle={
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.handle}
            {...attributes}
            aria-label={t('kanban.card.move', { title: task.title })}
            onClick={(event) => event.stopPropagation()}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </li>
  )
}
