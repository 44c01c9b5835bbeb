import { Card, Group, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconBrandAsana,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandSlack,
  IconMail,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useUpdateSettings } from '../../api/users.queries'
import type { Connection, UserSettings } from '../../user-settings.schema'

const ICONS: Record<Connection['id'], Icon> = {
  google: IconBrandGoogle,
  slack: IconBrandSlack,
  github: IconBrandGithub,
  mailchimp: IconMail,
  asana: IconBrandAsana,
}

/** Linked services: each switch saves at once. */
export function ConnectionsTab({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('users')
  const update = useUpdateSettings()
  const toggle = (id: Connection['id']) =>
    update.mutate(
      {
        id: settings.userId,
        settings: {
          connections: settings.connections.map((entry) =>
            entry.id === id ? { ...entry, connected: !entry.connected } : entry,
          ),
        },
      },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('users.connections.saved') }),
      },
    )
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg">
        {t('users.connections.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('users.connections.hint')}
      </Text>
      <Stack gap="md">
        {settings.connections.map((entry) => {
          const ServiceIcon = ICONS[entry.id]
          const name = t(`users.connections.service.${entry.id}`)
          return (
            <Group key={entry.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="gray" size={40} radius="md" aria-hidden>
                  <ServiceIcon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`users.connections.about.${entry.id}`)}
                  </Text>
                </div>
              </Group>
              <Switch
                checked={entry.connected}
                onChange={() => toggle(entry.id)}
                aria-label={t('users.connections.connect', { name })}
                disabled={update.isPending}
              />
            </Group>
          )
        })}
      </Stack>
    </Card>
  )
}
