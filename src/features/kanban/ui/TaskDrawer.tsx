import { Button, Divider, Drawer, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { useDeleteTask } from '../api/kanban.queries'
import type { Board, Task } from '../kanban.schema'
import { ConfirmModal } from './ConfirmModal'
import { TaskComments } from './TaskComments'
import { TaskEditor } from './TaskEditor'

interface TaskDrawerProps {
  task: Task | undefined
  boards: Board[]
  onClose: () => void
}

/** The open task: its form, its comments and the delete button (full screen on a phone). */
export function TaskDrawer({ task, boards, onClose }: TaskDrawerProps) {
  const { t } = useTranslation()
  const phone = useMediaQuery('(max-width: 48em)')
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteTask()

  const destroy = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false)
        onClose()
      },
      onError: () => notifications.show({ color: 'red', message: t('kanban.failed') }),
    })

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
              onClick={() => setConfirming(true)}
            >
              {t('kanban.drawer.delete')}
            </Button>
            <ConfirmModal
              opened={confirming}
              title={t('kanban.drawer.deleteTitle')}
              message={t('kanban.drawer.deleteMessage', { title: task.title })}
              confirmLabel={t('kanban.drawer.deleteConfirm')}
              loading={remove.isPending}
              onClose={() => setConfirming(false)}
              onConfirm={() => destroy(task.id)}
            />
          </Stack>
        </LocalDates>
      ) : null}
    </Drawer>
  )
}
