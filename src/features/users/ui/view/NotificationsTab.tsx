import { Button, Card, Checkbox, Group, Table, Text, Title } from '@mantine/core'
import { notifications as toasts } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateSettings } from '../../api/users.queries'
import {
  NOTIFICATION_CHANNELS,
  type NotificationSetting,
  type UserSettings,
} from '../../user-settings.schema'

/** Which channel tells the user about what: a grid of checkboxes, saved together. */
export function NotificationsTab({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('users')
  const update = useUpdateSettings()
  const [rows, setRows] = useState<NotificationSetting[]>(settings.notifications)
  const toggle = (index: number, channel: (typeof NOTIFICATION_CHANNELS)[number]) =>
    setRows((current) =>
      current.map((row, i) => (i === index ? { ...row, [channel]: !row[channel] } : row)),
    )
  const save = () =>
    update.mutate(
      { id: settings.userId, settings: { notifications: rows } },
      { onSuccess: () => toasts.show({ color: 'green', message: t('users.notifications.saved') }) },
    )
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg">
        {t('users.notifications.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('users.notifications.hint')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.notifications.type')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`users.notifications.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const event = t(`users.notifications.event.${row.event}`)
              return (
                <Table.Tr key={row.event}>
                  <Table.Td>{event}</Table.Td>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Checkbox
                          checked={row[channel]}
                          onChange={() => toggle(index, channel)}
                          aria-label={t('users.notifications.toggle', {
                            channel: t(`users.notifications.${channel}`),
                            event,
                          })}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="md">
        <Button onClick={save} loading={update.isPending}>
          {t('users.notifications.save')}
        </Button>
      </Group>
    </Card>
  )
}
