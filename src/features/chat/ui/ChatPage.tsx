import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMessages } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useChatsAndContacts } from '../api/chat.queries'
import { ChatSidebar } from './ChatSidebar'
import { Conversation } from './Conversation'
import classes from './ChatPage.module.css'

interface ChatPageProps {
  /** The open chat's contact, from the URL. */
  contactId: number | undefined
  onOpen: (contactId: number | undefined) => void
}

/** The chat app: the lists on the left, the open conversation on the right (one at a time on a phone). */
export function ChatPage({ contactId, onOpen }: ChatPageProps) {
  const { t } = useTranslation('chat')
  const search = useRef<HTMLInputElement>(null)
  const { data, isPending, isError } = useChatsAndContacts()

  if (isPending) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    )
  }
  if (isError) return <Alert color="red" title={t('chat.loadFailed')} />

  return (
    <Paper withBorder className={classes.root} data-open={contactId !== undefined || undefined}>
      <Title order={1} className={classes.srOnly}>
        {t('chat.title')}
      </Title>
      <aside className={classes.sidebar}>
        <ChatSidebar data={data} contactId={contactId} onOpen={onOpen} searchRef={search} />
      </aside>
      <section className={classes.main}>
        {contactId === undefined ? (
          <Center h="100%" p="xl">
            <Stack align="center" gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light">
                <IconMessages size={32} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t('chat.empty.title')}
              </Title>
              <Text c="dimmed" ta="center">
                {t('chat.empty.text')}
              </Text>
              <Button variant="light" onClick={() => search.current?.focus()}>
                {t('chat.empty.action')}
              </Button>
            </Stack>
          </Center>
        ) : (
          <Conversation contactId={contactId} onBack={() => onOpen(undefined)} />
        )}
      </section>
    </Paper>
  )
}
