import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAddBoard } from '../api/kanban.queries'
import { BOARD_TITLE_MAX, type Board } from '../kanban.schema'
import { boardIdFor } from './kanban-format'
import { InlineTitleForm } from './InlineTitleForm'
import classes from './KanbanPage.module.css'

/** The last column: a button that turns into the new board's title form. */
export function AddBoardColumn({ boards }: { boards: Board[] }) {
  const { t } = useTranslation('kanban')
  const [adding, setAdding] = useState(false)
  const addBoard = useAddBoard()
  return (
    <div className={classes.addColumn}>
      {adding ? (
        <InlineTitleForm
          label={t('kanban.board.newTitle')}
          placeholder={t('kanban.board.newPlaceholder')}
          maxLength={BOARD_TITLE_MAX}
          submitLabel={t('kanban.board.add')}
          busy={addBoard.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={(title) => {
            const id = boardIdFor(
              title,
              boards.map((board) => board.id),
            )
            addBoard.mutate({ id, title }, { onSuccess: () => setAdding(false) })
          }}
        />
      ) : (
        <Button
          variant="light"
          fullWidth
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('kanban.board.add')}
        </Button>
      )}
    </div>
  )
}
