import { ActionIcon, Affix, Group, Paper, Text } from '@mantine/core'
import { IconMaximize, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

interface Props {
  title: string
  onRestore: () => void
  onClose: () => void
}

/** The compose window folded into a bar at the bottom, so the mailbox stays usable. */
export function ComposeMinimised({ title, onRestore, onClose }: Props) {
  const { t } = useTranslation('email')
  return (
    <Affix position={{ bottom: 0, right: 20 }}>
      <Paper shadow="md" withBorder p="xs" w={300} role="region" aria-label={title}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {title}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('email.restore')} onClick={onRestore}>
              <IconMaximize size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t('email.close')} onClick={onClose}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
      </Paper>
    </Affix>
  )
}
