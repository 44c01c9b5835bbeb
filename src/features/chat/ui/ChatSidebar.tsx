import { CloseButton, Group, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import type { Ref } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatsAndContacts } from '../chat.schema'
import { chatLists } from './chat-view'
import { ChatListItem } from './ChatListItem'
import { ProfileDrawer } from './ProfileDrawer'
import { StatusAvatar } from './StatusAvatar'
import classes from './ChatPage.module.css'

interface ChatSidebarProps {
  data: ChatsAndContacts
  contactId: number | undefined
  onOpen: (contactId: number) => void
  searchRef: Ref<HTMLInputElement>
}

/** The profile, the search and the two lists: chats (newest first), then the other contacts. */
export function ChatSidebar({ data, contactId, onOpen, searchRef }: ChatSidebarProps) {
  const { t } = useTranslation('chat')
  const [query, setQuery] = useState('')
  const [profileOpen, profile] = useDisclosure(false)
  const lists = chatLists(data, query)
  const me = data.profileUser
  const item = (contact: (typeof lists.contacts)[number]) => (
    <ChatListItem
      key={contact.id}
      contact={contact}
      profileId={me.id}
      active={contact.id === contactId}
      onOpen={onOpen}
    />
  )

  return (
    <>
      <Group className={classes.sidebarHead} gap="sm" wrap="nowrap">
        <UnstyledButton aria-label={t('chat.profile.open')} onClick={profile.open}>
          <StatusAvatar name={me.fullName} src={me.avatar} status={me.status} />
        </UnstyledButton>
        <TextInput
          ref={searchRef}
          className={classes.search}
          aria-label={t('chat.search')}
          placeholder={t('chat.search')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={
            query ? (
              <CloseButton
                size="sm"
                aria-label={t('chat.clearSearch')}
                onClick={() => setQuery('')}
              />
            ) : null
          }
        />
      </Group>
      <div className={classes.lists}>
        <Title order={2} className={classes.listTitle}>
          {t('chat.chats')}
        </Title>
        {lists.chats.length ? (
          <ul className={classes.list} aria-label={t('chat.chats')}>
            {lists.chats.map(item)}
          </ul>
        ) : (
          <Text c="dimmed" size="sm" px="md">
            {t('chat.noChats')}
          </Text>
        )}
        <Title order={2} className={classes.listTitle}>
          {t('chat.contacts')}
        </Title>
        {lists.contacts.length ? (
          <ul className={classes.list} aria-label={t('chat.contacts')}>
            {lists.contacts.map(item)}
          </ul>
        ) : (
          <Text c="dimmed" size="sm" px="md">
            {t('chat.noContacts')}
          </Text>
        )}
      </div>
      <ProfileDrawer profile={me} opened={profileOpen} onClose={profile.close} />
    </>
  )
}
