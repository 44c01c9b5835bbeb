import { Badge, Group, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ChatContact, ContactWithChat } from '../chat.schema'
import { chatTime } from './chat-view'
import { StatusAvatar } from './StatusAvatar'
import classes from './ChatPage.module.css'

interface ChatListItemProps {
  contact: ChatContact | ContactWithChat
  profileId: number
  active: boolean
  onOpen: (contactId: number) => void
}

/** One row of the sidebar: a chat (last message, time, unread badge) or a bare contact. */
export function ChatListItem({ contact, profileId, active, onOpen }: ChatListItemProps) {
  const { t, i18n } = useTranslation('chat')
  const chat = 'chat' in contact ? contact.chat : undefined
  const preview = chat
    ? `${chat.lastMessage.senderId === profileId ? t('chat.you') : ''}${chat.lastMessage.message}`
    : contact.role
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-active={active || undefined}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(contact.id)}
      >
        <Group gap="sm" wrap="nowrap" align="center">
          <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
          <div className={classes.itemBody}>
            <Text fw={500} size="sm" truncate>
              {contact.fullName}
            </Text>
            <Text c={active ? undefined : 'dimmed'} size="xs" truncate>
              {preview}
            </Text>
          </div>
          {chat && (
            <div className={classes.itemMeta}>
              <Text c={active ? undefined : 'dimmed'} size="xs">
                {chatTime(chat.lastMessage.time, i18n.language)}
              </Text>
              {chat.unseenMsgs > 0 && (
                <Badge
                  size="sm"
                  circle
                  color="red"
                  role="img"
                  aria-label={t('chat.unread', { count: chat.unseenMsgs })}
                >
                  {chat.unseenMsgs}
                </Badge>
              )}
            </div>
          )}
        </Group>
      </UnstyledButton>
    </li>
  )
}
