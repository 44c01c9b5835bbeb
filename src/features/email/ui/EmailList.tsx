import {
  Button,
  Checkbox,
  Group,
  Menu,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconMailOff, IconSearch, IconSearchOff } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Email, EmailFolder } from '../email.schema'
import { useToggleLabel, useUpdateEmails } from '../api/email.queries'
import { EmailRow } from './EmailRow'
import { LabelMenu } from './LabelMenu'

interface Props {
  emails: Email[] | undefined
  title: string
  q: string
  openId?: number
  onQuery: (q: string) => void
  onOpen: (id: number) => void
  onCompose: () => void
}

const MOVE_TARGETS: EmailFolder[] = ['inbox', 'spam', 'trash']

export function EmailList({ emails, title, q, openId, onQuery, onOpen, onCompose }: Props) {
  const { t } = useTranslation('email')
  const [text, setText] = useState(q)
  const [selected, setSelected] = useState<number[]>([])
  const update = useUpdateEmails()
  const toggleLabel = useToggleLabel()
  const debounced = useDebouncedCallback(onQuery, 300)
  const visible = emails ?? []
  const picked = selected.filter((id) => visible.some((email) => email.id === id))
  const all = visible.length > 0 && picked.length === visible.length
  const allStarred = visible.every((email) => !picked.includes(email.id) || email.isStarred)
  // The selection clears as the action starts: cleared when it succeeded, it could wipe a
  // selection made meanwhile (on another folder or label, where this list stays mounted).
  const apply = (dataToUpdate: Parameters<typeof update.mutate>[0]['dataToUpdate']) => {
    update.mutate({ emailIds: picked, dataToUpdate })
    setSelected([])
  }

  return (
    <Stack gap={0} h="100%">
      <Group p="sm" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label={t('email.search')}
          placeholder={t('email.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            debounced(event.currentTarget.value)
          }}
        />
      </Group>
      <Group px="sm" pb="xs" gap="xs" mih={36}>
        <Checkbox
          aria-label={t('email.selectAll')}
          checked={all}
          indeterminate={picked.length > 0 && !all}
          onChange={() => setSelected(all ? [] : visible.map((email) => email.id))}
        />
        {picked.length > 0 ? (
          <>
            <Button size="compact-xs" variant="default" onClick={() => apply({ isRead: true })}>
              {t('email.markRead')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => apply({ isRead: false })}>
              {t('email.markUnread')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => apply({ isStarred: !allStarred })}
            >
              {allStarred ? t('email.unstar') : t('email.star')}
            </Button>
            <Menu>
              <Menu.Target>
                <Button size="compact-xs" variant="default">
                  {t('email.moveTo')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {MOVE_TARGETS.map((folder) => (
                  <Menu.Item key={folder} onClick={() => apply({ folder })}>
                    {t(`email.folder.${folder}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <LabelMenu
              emails={visible.filter((email) => picked.includes(email.id))}
              onToggle={(label) => toggleLabel.mutate({ emailIds: picked, label })}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {title}
          </Text>
        )}
      </Group>
      <ScrollArea flex={1} type="auto">
        {emails && visible.length === 0 && (
          <Stack align="center" gap="xs" py="xl" px="md" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              {q ? <IconSearchOff /> : <IconMailOff />}
            </ThemeIcon>
            <Text fw={500}>
              {q ? t('email.noMatch', { q }) : t('email.emptyFolder', { folder: title })}
            </Text>
            {q ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setText('')
                  onQuery('')
                }}
              >
                {t('email.clearSearch')}
              </Button>
            ) : (
              <Button variant="subtle" onClick={onCompose}>
                {t('email.compose')}
              </Button>
            )}
          </Stack>
        )}
        {visible.map((email) => (
          <EmailRow
            key={email.id}
            email={email}
            open={email.id === openId}
            selected={picked.includes(email.id)}
            onSelect={(checked) =>
              setSelected((prev) =>
                checked ? [...prev, email.id] : prev.filter((id) => id !== email.id),
              )
            }
            onOpen={() => onOpen(email.id)}
            onStar={() =>
              update.mutate({ emailIds: [email.id], dataToUpdate: { isStarred: !email.isStarred } })
            }
          />
        ))}
      </ScrollArea>
    </Stack>
  )
}
