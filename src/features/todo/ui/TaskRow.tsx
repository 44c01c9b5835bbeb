import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Checkbox,
  Group,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { IconArrowBackUp, IconCalendarDue, IconStar, IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Task } from '../todo.schema'
import { TAG_COLORS, excerpt, formatDue, isOverdue } from './todo-format'
import classes from './TodoPage.module.css'

interface Props {
  task: Task
  onOpen: () => void
  onComplete: (isCompleted: boolean) => void
  onStar: () => void
  onRestore: () => void
}

/** One task: complete, star (or restore), open; tags, due date and assignee on the right. */
export function TaskRow({ task, onOpen, onComplete, onStar, onRestore }: Props) {
  const { t, i18n } = useTranslation('todo')
  const due = formatDue(task.dueDate, i18n.language)
  const late = !task.isCompleted && isOverdue(task.dueDate)
  const text = excerpt(task.description)
  const title = task.title
  return (
    <Box
      component="li"
      className={classes.row}
      data-testid="todo-row"
      data-completed={task.isCompleted || undefined}
    >
      <Checkbox
        aria-label={t('todo.complete', { title })}
        checked={task.isCompleted}
        disabled={task.isDeleted}
        onChange={(event) => onComplete(event.currentTarget.checked)}
      />
      {task.isDeleted ? (
        <Tooltip label={t('todo.restore')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('todo.restoreTask', { title })}
            onClick={onRestore}
          >
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <ActionIcon
          variant="subtle"
          color={task.isImportant ? 'yellow.8' : 'gray'}
          aria-label={t('todo.star', { title })}
          aria-pressed={task.isImportant}
          onClick={onStar}
        >
          {task.isImportant ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      )}
      {/* The title is the button; its ::after stretches over the excerpt, so both open it. */}
      <div className={classes.rowMain}>
        <UnstyledButton className={classes.open} onClick={onOpen}>
          <Text
            component="span"
            display="block"
            size="sm"
            fw={500}
            truncate
            td={task.isCompleted ? 'line-through' : undefined}
            c={task.isCompleted ? 'dimmed' : undefined}
            data-testid="todo-title"
            className={classes.userText}
          >
            {title}
          </Text>
        </UnstyledButton>
        {text && (
          <Text size="xs" c="dimmed" truncate className={classes.userText}>
            {text}
          </Text>
        )}
      </div>
      <Group gap={6} wrap="nowrap" className={classes.rowMeta}>
        {task.tags.map((tag) => (
          <Badge key={tag} size="sm" variant="light" color={TAG_COLORS[tag]}>
            {t(`todo.tag.${tag}`)}
          </Badge>
        ))}
        {due && (
          <Text
            size="xs"
            c={late ? undefined : 'dimmed'}
            className={classes.due}
            data-late={late || undefined}
            title={late ? t('todo.overdue', { date: due }) : t('todo.due', { date: due })}
          >
            <IconCalendarDue size={14} aria-hidden />
            {due}
          </Text>
        )}
        {task.assignee ? (
          <Tooltip label={task.assignee.fullName}>
            <Avatar
              src={task.assignee.avatar || null}
              name={task.assignee.fullName}
              size="sm"
              alt={t('todo.assignedTo', { name: task.assignee.fullName })}
            />
          </Tooltip>
        ) : (
          <Avatar
            size="sm"
            role="img"
            aria-label={t('todo.unassigned')}
            title={t('todo.unassigned')}
          />
        )}
      </Group>
    </Box>
  )
}
