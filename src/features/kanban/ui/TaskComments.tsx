import { Avatar, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/shared/auth/session'
import { useUpdateTask } from '../api/kanban.queries'
import { COMMENT_MAX, type Task } from '../kanban.schema'
import classes from './KanbanPage.module.css'

const FALLBACK_AVATAR = '/images/avatars/1.svg'

/** The task's comments; a new one is signed by the signed-in user and saved at once. */
export function TaskComments({ task }: { task: Task }) {
  const { t } = useTranslation('kanban')
  const user = useSession((state) => state.user)
  const [text, setText] = useState('')
  const update = useUpdateTask()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const comment = text.trim()
    if (!comment) return
    const author = {
      name: user?.fullName || t('kanban.drawer.you'),
      img: user?.avatar?.startsWith('/') ? user.avatar : FALLBACK_AVATAR,
      comment,
    }
    update.mutate(
      { id: task.id, comments: [...task.comments, author] },
      { onSuccess: () => setText('') },
    )
  }

  return (
    <Stack gap="sm">
      <Title order={3} fz="sm" fw={600}>
        {t('kanban.drawer.comments')}
      </Title>
      {task.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kanban.drawer.noComments')}
        </Text>
      ) : (
        <ul className={classes.comments} aria-label={t('kanban.drawer.comments')}>
          {task.comments.map((entry, index) => (
            <li key={index}>
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <Avatar src={entry.img} alt="" size={32} radius="xl" />
                <div className={classes.commentBody}>
                  <Text size="sm" fw={600}>
                    {entry.name}
                  </Text>
                  <Text size="sm" className={classes.commentText}>
                    {entry.comment}
                  </Text>
                </div>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={t('kanban.drawer.newComment')}
            placeholder={t('kanban.drawer.commentPlaceholder')}
            autosize
            minRows={2}
            maxLength={COMMENT_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button
            type="submit"
            size="xs"
            w="fit-content"
            loading={update.isPending}
            disabled={!text.trim()}
          >
            {t('kanban.drawer.addComment')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
