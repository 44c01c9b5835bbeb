import { Badge, Box, Button, ColorSwatch, Group, NavLink, Stack, Text } from '@mantine/core'
import {
  IconFileText,
  IconInbox,
  IconMailOpened,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { EMAIL_LABELS, type EmailFilter, type EmailLabel, type EmailsMeta } from '../email.schema'
import { LABEL_COLORS } from './email-format'

const FOLDERS: { id: EmailFilter; icon: Icon }[] = [
  { id: 'inbox', icon: IconInbox },
  { id: 'sent', icon: IconSend },
  { id: 'draft', icon: IconFileText },
  { id: 'starred', icon: IconStar },
  { id: 'spam', icon: IconMailOpened },
  { id: 'trash', icon: IconTrash },
]

interface Props {
  folder?: EmailFilter
  label?: EmailLabel
  meta?: EmailsMeta
  onCompose: () => void
  onNavigate?: () => void
}

export function EmailSidebar({ folder, label, meta, onCompose, onNavigate }: Props) {
  const { t } = useTranslation('email')
  const count = (id: EmailFilter) =>
    id === 'inbox' || id === 'spam' || id === 'draft' ? meta?.[id] : undefined
  return (
    <Stack gap="xs" p="sm">
      <Button leftSection={<IconPencil size={16} />} onClick={onCompose} fullWidth>
        {t('email.compose')}
      </Button>
      <Box component="nav" aria-label={t('email.folders')}>
        {FOLDERS.map(({ id, icon: FolderIcon }) => {
          const n = count(id)
          return (
            <NavLink
              key={id}
              component={Link}
              to={id === 'inbox' ? '/apps/email' : `/apps/email/${id}`}
              onClick={onNavigate}
              active={!label && (folder ?? 'inbox') === id}
              label={t(`email.folder.${id}`)}
              leftSection={<FolderIcon size={18} />}
              rightSection={
                n ? (
                  <Badge size="sm" variant="light" circle={n < 10}>
                    {n}
                  </Badge>
                ) : null
              }
            />
          )
        })}
      </Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" mt="sm">
        {t('email.labels')}
      </Text>
      <Box component="nav" aria-label={t('email.labels')}>
        {EMAIL_LABELS.map((id) => (
          <NavLink
            key={id}
            component={Link}
            to={`/apps/email/label/${id}`}
            onClick={onNavigate}
            active={label === id}
            label={
              <Group gap="xs">
                <ColorSwatch size={10} color={`var(--mantine-color-${LABEL_COLORS[id]}-6)`} />
                {t(`email.label.${id}`)}
              </Group>
            }
          />
        ))}
      </Box>
    </Stack>
  )
}
