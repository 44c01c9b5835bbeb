import { ActionIcon, Alert, Button, Center, Group, Loader, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useChat } from '../api/chat.queries'
import { Composer } from './Composer'
import { ContactDrawer } from './ContactDrawer'
import { MessageLog } from './MessageLog'
import { StatusAvatar } from './StatusAvatar'
import classes from './ChatPage.module.css'

interface ConversationProps {
  contactId: number
  onBack: () => void
}

/** The open chat: its contact, the message log and the composer. */
export function Conversation({ contactId, onBack }: ConversationProps) {
  const { t } = useTranslation('chat')
  const { data, isPending, isError, refetch } = useChat(contactId)
  const [drawerOpen, drawer] = useDisclosure(false)

  if (isPending) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    )
  }
  if (isError) {
    return (
      <Alert color="red" m="md" title={t('chat.loadFailed')}>
        <Button variant="light" size="xs" onClick={() => void refetch()}>
          {t('chat.retry')}
        </Button>
      </Alert>
    )
  }

  const { contact, chat } = data
  return (
    <>
      <Group className={classes.convHead} gap="sm" wrap="nowrap">
        <Button
          hiddenFrom="sm"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onBack}
        >
          {t('chat.back')}
        </Button>
        <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <div className={classes.itemBody}>
          <Text fw={500} truncate>
            {contact.fullName}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {contact.role} · {t(`chat.status.${contact.status}`)}
          </Text>
        </div>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('chat.contact.open')}
          onClick={drawer.open}
        >
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Group>
      <MessageLog contact={contact} messages={chat?.messages ?? []} />
      <Composer key={contactId} contactId={contactId} />
      <ContactDrawer contact={contact} opened={drawerOpen} onClose={drawer.close} />
    </>
  )
}
