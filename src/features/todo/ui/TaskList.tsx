import { Alert, Box, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconChecklist, IconSearchOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Task, TodoFilter, TodoTag } from '../todo.schema'
import { TaskRow } from './TaskRow'
import classes from './TodoPage.module.css'

interface Props {
  tasks: Task[] | undefined
  isError: boolean
  filter?: TodoFilter
  tag?: TodoTag
  q: string
  onRetry: () => void
  onOpen: (task: Task) => void
  onUpdate: (patch: Pick<Task, 'id'> & Partial<Task>) => void
  onAdd: () => void
  onClearSearch: () => void
}

export function TaskList(props: Props) {
  const { tasks, isError, onOpen, onUpdate } = props
  const { t } = useTranslation('todo')
  if (isError && !tasks) {
    return (
      <Alert color="red" m="md" title={t('todo.loadFailed')}>
        <Button variant="light" color="red" onClick={props.onRetry}>
          {t('todo.retry')}
        </Button>
      </Alert>
    )
  }
  if (!tasks) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('todo.taskList')} />
      </Center>
    )
  }
  if (tasks.length === 0) return <EmptyState {...props} />
  return (
    <Box component="ul" aria-label={t('todo.taskList')} className={classes.list}>
      {tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          onOpen={() => onOpen(task)}
          onComplete={(isCompleted) => onUpdate({ id: task.id, isCompleted })}
          onStar={() => onUpdate({ id: task.id, isImportant: !task.isImportant })}
          onRestore={() => onUpdate({ id: task.id, isDeleted: false })}
        />
      ))}
    </Box>
  )
}

function EmptyState({ filter, tag, q, onAdd, onClearSearch }: Props) {
  const { t } = useTranslation('todo')
  const searching = q.trim() !== ''
  const heading = searching
    ? t('todo.empty.search', { q: q.trim() })
    : tag
      ? t('todo.empty.tag', { tag: t(`todo.tag.${tag}`) })
      : t(`todo.empty.${filter ?? 'all'}`)
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center" data-testid="todo-empty">
      <ThemeIcon size={64} radius="xl" variant="light">
        {searching ? <IconSearchOff size={32} /> : <IconChecklist size={32} />}
      </ThemeIcon>
      <Text fw={600} size="lg" component="h2" m={0}>
        {heading}
      </Text>
      <Text c="dimmed" size="sm">
        {searching ? t('todo.empty.searchHint') : t('todo.empty.hint')}
      </Text>
      {searching ? (
        <Button variant="light" onClick={onClearSearch}>
          {t('todo.empty.clearSearch')}
        </Button>
      ) : (
        filter !== 'deleted' && (
          <Button variant="light" onClick={onAdd}>
            {t('todo.addTask')}
          </Button>
        )
      )}
    </Stack>
  )
}
