import { ActionIcon, Badge, Group, Menu, Title, UnstyledButton } from '@mantine/core'
import { IconDots, IconEraser, IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useClearTasks, useDeleteBoard, useRenameBoard } from '../api/kanban.queries'
import { BOARD_TITLE_MAX, type Board } from '../kanban.schema'
import { InlineTitleForm } from './InlineTitleForm'
import classes from './KanbanPage.module.css'

interface BoardHeaderProps {
  board: Board
  count: number
}

/** A board's title (click to rename in place), its task count and its menu. */
export function BoardHeader({ board, count }: BoardHeaderProps) {
  const { t } = useTranslation('kanban')
  const [editing, setEditing] = useState(false)
  const rename = useRenameBoard()
  const clear = useClearTasks()
  const remove = useDeleteBoard()

  if (editing) {
    return (
      <div className={classes.columnHead}>
        <InlineTitleForm
          label={t('kanban.board.titleLabel')}
          initial={board.title}
          maxLength={BOARD_TITLE_MAX}
          submitLabel={t('kanban.board.saveTitle')}
          busy={rename.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(title) =>
            rename.mutate({ id: board.id, title }, { onSuccess: () => setEditing(false) })
          }
        />
      </div>
    )
  }

  const clearTasks = async () => {
    const confirmed = await confirmDestructive({
      title: t('kanban.board.clearTitle', { title: board.title }),
      message: t('kanban.board.clearMessage', { count }),
      confirmLabel: t('kanban.board.clearConfirm'),
    })
    if (confirmed) clear.mutate(board.id)
  }

  const deleteBoard = async () => {
    const confirmed = await confirmDestructive({
      title: t('kanban.board.deleteTitle', { title: board.title }),
      message: t('kanban.board.deleteMessage', { count }),
      confirmLabel: t('kanban.board.deleteConfirm'),
    })
    if (confirmed) remove.mutate(board.id)
  }

  return (
    <Group className={classes.columnHead} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Title order={2} fz="md" fw={600} className={classes.boardHeading}>
          <UnstyledButton
            className={classes.boardTitle}
            onClick={() => setEditing(true)}
            title={t('kanban.board.renameNamed', { title: board.title })}
          >
            {board.title}
          </UnstyledButton>
        </Title>
        <Badge size="sm" variant="light" color="gray" circle={count < 10}>
          <span aria-hidden>{count}</span>
          <span className={classes.srOnly}>{t('kanban.board.count', { count })}</span>
        </Badge>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('kanban.board.actions', { title: board.title })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('kanban.board.rename')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconEraser size={16} />}
            disabled={count === 0}
            onClick={() => void clearTasks()}
          >
            {t('kanban.board.clear')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void deleteBoard()}
          >
            {t('kanban.board.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}
