import { Text } from '@mantine/core'
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact, ChatMessage } from '../chat.schema'
import { chatTime, groupMessages } from './chat-view'
import { StatusAvatar } from './StatusAvatar'
import classes from './ChatPage.module.css'

interface MessageLogProps {
  contact: ChatContact
  messages: readonly ChatMessage[]
}

/** The conversation, grouped by consecutive sender, kept scrolled to the newest message. */
export function MessageLog({ contact, messages }: MessageLogProps) {
  const { t, i18n } = useTranslation('chat')
  const log = useRef<HTMLDivElement>(null)
  const groups = groupMessages(messages)

  useLayoutEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [contact.id, messages.length])

  return (
    <div
      ref={log}
      role="log"
      aria-label={t('chat.messages', { name: contact.fullName })}
      className={classes.log}
      tabIndex={0}
    >
      {groups.length === 0 && (
        <Text c="dimmed" ta="center" mt="xl">
          {t('chat.noMessages')}
        </Text>
      )}
      {groups.map((group) => {
        const mine = group.senderId !== contact.id
        const last = group.messages[group.messages.length - 1]!
        return (
          <div
            key={`${group.senderId}-${group.messages[0]!.time}`}
            className={classes.group}
            data-mine={mine || undefined}
          >
            {!mine && (
              <StatusAvatar
                name={contact.fullName}
                src={contact.avatar}
                status={contact.status}
                size={32}
              />
            )}
            <div className={classes.groupBody}>
              {group.messages.map((message, index) => (
                <p key={`${message.time}-${index}`} className={classes.bubble}>
                  {message.message}
                </p>
              ))}
              <Text component="time" dateTime={last.time} size="xs" c="dimmed">
                {chatTime(last.time, i18n.language, true)}
              </Text>
            </div>
          </div>
        )
      })}
    </div>
  )
}
