import { Avatar, Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { IconCalendar, IconMessage, IconPaperclip } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task } from '../kanban.schema'
import { formatDay, labelColor } from './kanban-format'
import classes from './KanbanPage.module.css'

interface TaskCardViewProps {
  task: Task
  onOpen?: () => void
  /** The drag handle, drawn in the card's corner. */
  handle?: ReactNode
}

/** A task as the board shows it: cover, labels, title, due date, counts and assignees. */
export function TaskCardView({ task, onOpen, handle }: TaskCardViewProps) {
  const { t, i18n } = useTranslation('kanban')
  return (
    <>
      {task.coverImage ? (
        <img className={classes.cover} src={task.coverImage} alt="" draggable={false} />
      ) : null}
      <div className={classes.cardBody}>
        <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
          <Group gap={4}>
            {task.labels.map((label) => (
              <Badge key={label} size="sm" variant="light" color={labelColor(label)}>
                {label}
              </Badge>
            ))}
          </Group>
          {handle}
        </Group>
        <UnstyledButton
          className={classes.cardTitle}
          data-card-title
          onClick={(event) => {
            event.stopPropagation()
            onOpen?.()
          }}
        >
          {task.title}
        </UnstyledButton>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={10} className={classes.meta}>
            <Text span size="xs" className={classes.metaItem}>
              <IconCalendar size={14} aria-hidden />
              <span className={classes.srOnly}>{t('kanban.card.due')} </span>
              {formatDay(task.dueDate, i18n.language)}
            </Text>
            {task.attachments.length > 0 ? (
              <Text span size="xs" className={classes.metaItem}>
                <IconPaperclip size={14} aria-hidden />
                <span className={classes.srOnly}>
                  {t('kanban.card.attachments', { count: task.attachments.length })}
                </span>
                <span aria-hidden>{task.attachments.length}</span>
              </Text>
            ) : null}
            {task.comments.length > 0 ? (
              <Text span size="xs" className={classes.metaItem}>
                <IconMessage size={14} aria-hidden />
                <span className={classes.srOnly}>
                  {t('kanban.card.comments', { count: task.comments.length })}
                </span>
                <span aria-hidden>{task.comments.length}</span>
              </Text>
            ) : null}
          </Group>
          <Avatar.Group spacing="xs">
            {task.assignedTo.slice(0, 3).map((person) => (
              <Tooltip key={person.title} label={person.title} withArrow>
                <Avatar
                  src={person.img || null}
                  name={person.title}
                  alt={person.title}
                  size={26}
                  radius="xl"
                />
              </Tooltip>
            ))}
            {task.assignedTo.length > 3 ? (
              <Avatar
                size={26}
                radius="xl"
                aria-label={t('kanban.card.more', { count: task.assignedTo.length - 3 })}
              >
                +{task.assignedTo.length - 3}
              </Avatar>
            ) : null}
          </Avatar.Group>
        </Group>
      </div>
    </>
  )
}
