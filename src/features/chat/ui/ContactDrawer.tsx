import { Drawer, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '../chat.schema'
import { StatusAvatar } from './StatusAvatar'

interface ContactDrawerProps {
  contact: ChatContact
  opened: boolean
  onClose: () => void
}

/** The open chat's contact: about, status and details. */
export function ContactDrawer({ contact, opened, onClose }: ContactDrawerProps) {
  const { t } = useTranslation('chat')
  const field = (label: string, value: string) => (
    <div>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {value}
      </Text>
    </div>
  )
  return (
    <Drawer opened={opened} onClose={onClose} title={t('chat.contact.open')} position="right">
      <Stack gap="lg">
        <Stack align="center" gap={4}>
          <StatusAvatar
            name={contact.fullName}
            src={contact.avatar}
            status={contact.status}
            size={80}
          />
          <Title order={3} fz="lg">
            {contact.fullName}
          </Title>
          <Text c="dimmed" size="sm">
            {contact.role}
          </Text>
        </Stack>
        {field(t('chat.contact.about'), contact.about)}
        <Title order={4} fz="sm" tt="uppercase" c="dimmed">
          {t('chat.contact.details')}
        </Title>
        {field(t('chat.contact.role'), contact.role)}
        {field(t('chat.contact.status'), t(`chat.status.${contact.status}`))}
      </Stack>
    </Drawer>
  )
}
