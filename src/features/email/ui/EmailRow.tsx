import {
  ActionIcon,
  Avatar,
  Box,
  Checkbox,
  ColorSwatch,
  Group,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Email } from '../email.schema'
import { LABEL_COLORS, excerpt, listTime } from './email-format'

interface Props {
  email: Email
  selected: boolean
  open: boolean
  onSelect: (checked: boolean) => void
  onOpen: () => void
  onStar: () => void
}

export function EmailRow({ email, selected, open, onSelect, onOpen, onStar }: Props) {
  const { t, i18n } = useTranslation('email')
  const weight = email.isRead ? 400 : 700
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={8}
      data-testid="email-row"
      data-unread={!email.isRead || undefined}
      aria-current={open || undefined}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        // The open mail: a quiet background dimmed text still reads on, and a primary edge.
        background: open
          ? 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))'
          : undefined,
        boxShadow: open ? 'inset 3px 0 0 var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Checkbox
        aria-label={t('email.select', { subject: email.subject })}
        checked={selected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
      />
      <ActionIcon
        variant="subtle"
        color={email.isStarred ? 'yellow' : 'gray'}
        aria-label={email.isStarred ? t('email.unstar') : t('email.star')}
        onClick={onStar}
      >
        {email.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
      </ActionIcon>
      <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={email.from.avatar} size="sm" alt="" />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text size="sm" fw={weight} truncate>
                {email.from.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                {email.labels.map((label) => (
                  <ColorSwatch
                    key={label}
                    size={8}
                    color={`var(--mantine-color-${LABEL_COLORS[label]}-6)`}
                    title={t(`email.label.${label}`)}
                  />
                ))}
                {email.attachments.length > 0 && (
                  <IconPaperclip size={14} aria-label={t('email.hasAttachments')} />
                )}
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {listTime(email.time, i18n.language)}
                </Text>
              </Group>
            </Group>
            <Text size="sm" fw={weight} truncate>
              {email.subject || t('email.noSubject')}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {excerpt(email.message)}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </Group>
  )
}
