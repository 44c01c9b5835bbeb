import { Button, Divider, Drawer, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { useDeleteTask } from '../api/kanban.queries'
import type { Board, Task } from '../kanban.schema'
import { TaskComments } from './TaskComments'
import { TaskEditor } from './TaskEditor'

interface TaskDrawerProps {
  task: Task | undefined
  boards: Board[]
  onClose: () => void
}

/** The open task: its form, its comments and the delete button (full screen on a phone). */
export function TaskDrawer({ task, boards, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('kanban')
  const phone = useMediaQuery('(max-width: 48em)')
  const remove = useDeleteTask()

  const destroy = async ({ id, title }: Task) => {
    const confirmed = await confirmDestructive({
      title: t('kanban.drawer.deleteTitle'),
      message: t('kanban.drawer.deleteMessage', { title }),
      confirmLabel: t('kanban.drawer.deleteConfirm'),
    })
    if (confirmed) remove.mutate(id, { onSuccess: onClose })
  }

  return (
    <Drawer
      opened={task !== undefined}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('kanban.drawer.heading')}
      closeButtonProps={{ 'aria-label': t('kanban.drawer.close') }}
    >
      {task ? (
        <LocalDates>
          <Stack gap="lg">
            <TaskEditor key={task.id} task={task} boards={boards} onSaved={onClose} />
            <Divider />
            <TaskComments task={task} />
            <Divider />
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void destroy(task)}
            >
              {t('kanban.drawer.delete')}
            </Button>
          </Stack>
        </LocalDates>
      ) : null}
    </Drawer>
  )
}
