import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core'
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconInbox,
  IconMailOpened,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useEmail, usePaginateEmail, useToggleLabel, useUpdateEmails } from '../api/email.queries'
import { forwardOf, reopen, replyTo, type ComposeDraft } from './compose-draft'
import { LABEL_COLORS } from './email-format'
import { EmailMessage } from './EmailMessage'
import { LabelMenu } from './LabelMenu'

interface Props {
  id: number
  showBack: boolean
  onBack: () => void
  onOpen: (id: number) => void
  onCompose: (draft: ComposeDraft) => void
}

function Action(props: {
  label: string
  onClick: () => void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="default"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  )
}

/** The open mail: its actions, the thread, and reply/forward (or, for a draft, edit). */
export function EmailView({ id, showBack, onBack, onOpen, onCompose }: Props) {
  const { t } = useTranslation('email')
  const { data: email, isError } = useEmail(id)
  const update = useUpdateEmails()
  const toggleLabel = useToggleLabel()
  const paginate = usePaginateEmail()
  const unread = email && !email.isRead
  const { mutate } = update
  useEffect(() => {
    if (unread) mutate({ emailIds: [id], dataToUpdate: { isRead: true } })
  }, [unread, id, mutate])

  if (isError) return <Text p="md">{t('email.notFound')}</Text>
  if (!email) return <Loader m="md" size="sm" />
  const go = (dir: 'previous' | 'next') =>
    paginate.mutate({ id, dir }, { onSuccess: (found) => onOpen(found.id) })
  const set = (dataToUpdate: Parameters<typeof mutate>[0]['dataToUpdate'], then?: () => void) =>
    mutate({ emailIds: [id], dataToUpdate }, { onSuccess: then })
  /** Moving the mail out of this folder shows the next one down, found before it leaves. */
  const moveTo = (folder: 'trash' | 'inbox') => {
    const next = email.hasNextMail
      ? paginate.mutateAsync({ id, dir: 'next' }).catch(() => null)
      : Promise.resolve(null)
    void next.then((found) => set({ folder }, () => (found ? onOpen(found.id) : onBack())))
  }
  const trashed = email.folder === 'trash'

  return (
    <Stack gap={0} h="100%">
      <Group p="sm" gap="xs" justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {showBack && (
            <Action label={t('email.back')} onClick={onBack}>
              <IconArrowLeft size={16} />
            </Action>
          )}
          <Tooltip label={email.isStarred ? t('email.unstar') : t('email.star')}>
            <ActionIcon
              variant="default"
              aria-label={email.isStarred ? t('email.unstar') : t('email.star')}
              aria-pressed={email.isStarred}
              onClick={() => set({ isStarred: !email.isStarred })}
            >
              {email.isStarred ? (
                <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" />
              ) : (
                <IconStar size={16} />
              )}
            </ActionIcon>
          </Tooltip>
          <Action label={t('email.markUnread')} onClick={() => set({ isRead: false }, onBack)}>
            <IconMailOpened size={16} />
          </Action>
          {trashed ? (
            <Action label={t('email.restoreToInbox')} onClick={() => moveTo('inbox')}>
              <IconInbox size={16} />
            </Action>
          ) : (
            <Action label={t('email.moveToTrash')} onClick={() => moveTo('trash')}>
              <IconTrash size={16} />
            </Action>
          )}
          <LabelMenu
            emails={[email]}
            onToggle={(label) => toggleLabel.mutate({ emailIds: [id], label })}
          />
        </Group>
        <Group gap={4} wrap="nowrap">
          <Action
            label={t('email.previous')}
            disabled={!email.hasPreviousMail}
            onClick={() => go('previous')}
          >
            <IconChevronLeft size={16} />
          </Action>
          <Action label={t('email.next')} disabled={!email.hasNextMail} onClick={() => go('next')}>
            <IconChevronRight size={16} />
          </Action>
        </Group>
      </Group>
      <Group px="sm" pb="xs" gap={6}>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }} mr="xs">
          {email.subject || t('email.noSubject')}
        </Title>
        {email.labels.map((label) => (
          <Badge key={label} size="sm" variant="light" color={LABEL_COLORS[label]}>
            {t(`email.label.${label}`)}
          </Badge>
        ))}
      </Group>
      <Divider />
      <ScrollArea flex={1} type="auto">
        <Stack gap="sm" p="sm" data-testid="email-view">
          <EmailMessage email={email} />
          {email.replies.map((reply) => (
            <EmailMessage key={reply.id} email={reply} />
          ))}
          <Group gap="sm">
            {email.folder === 'draft' ? (
              <Button
                leftSection={<IconPencil size={16} />}
                onClick={() => onCompose(reopen(email))}
              >
                {t('email.editDraft')}
              </Button>
            ) : (
              <>
                <Button
                  variant="default"
                  leftSection={<IconArrowBackUp size={16} />}
                  onClick={() => onCompose(replyTo(email))}
                >
                  {t('email.reply')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconArrowForwardUp size={16} />}
                  onClick={() => onCompose(forwardOf(email))}
                >
                  {t('email.forward')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </ScrollArea>
    </Stack>
  )
}
