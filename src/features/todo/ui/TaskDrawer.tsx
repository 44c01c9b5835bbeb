import { Drawer } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import type { Task } from '../todo.schema'
import { TaskForm } from './TaskForm'

interface Props {
  opened: boolean
  /** The task to edit; none to add one. */
  task?: Task
  phone: boolean
  onClose: () => void
}

/** Add and edit in one drawer; the form starts afresh for every task it opens. */
export function TaskDrawer({ opened, task, phone, onClose }: Props) {
  const { t } = useTranslation('todo')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 520}
      title={task ? t('todo.drawer.edit') : t('todo.drawer.add')}
      closeButtonProps={{ 'aria-label': t('todo.drawer.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <LocalDates>
        {opened && <TaskForm key={task?.id ?? 'new'} task={task} onDone={onClose} />}
      </LocalDates>
    </Drawer>
  )
}
