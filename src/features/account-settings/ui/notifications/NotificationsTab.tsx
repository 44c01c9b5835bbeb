import { Group, Switch, Table, Text } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import {
  notificationSchema,
  type Notification,
  type NotificationFlag,
} from '../../account-settings.schema'
import { SectionCard } from '../SectionCard'
import { SaveResetButtons } from '../SaveResetButtons'
import { useSectionForm } from '../use-section-form'

/** The contract's six flags in two groups: what others do, and what the agency sends. */
const GROUPS: ReadonlyArray<readonly [string, readonly NotificationFlag[]]> = [
  ['activity', ['commentOnArticle', 'answerOnForm', 'followMe']],
  ['application', ['newAnnouncements', 'productUpdates', 'blogDigest']],
]

/** One switch per flag in a table (what it is, what it means, on or off), saved together. */
export function NotificationsTab({ notification }: { notification: Notification }) {
  const { t } = useTranslation('account-settings')
  const { form, submit, saving } = useSectionForm({
    toUpdate: (data) => ({ section: 'notification', data }),
    initial: notification,
    schema: notificationSchema,
  })
  return (
    <SectionCard
      title={t('accountSettings.notifications.title')}
      description={t('accountSettings.notifications.hint')}
      testId="notifications-card"
    >
      <form onSubmit={submit} noValidate>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accountSettings.notifications.type')}</Table.Th>
                <Table.Th w={120} ta="center">
                  {t('accountSettings.notifications.email')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {GROUPS.map(([group, flags]) => (
                <Fragment key={group}>
                  <Table.Tr>
                    <Table.Th colSpan={2} scope="colgroup" fz="xs" tt="uppercase" c="dimmed">
                      {t(`accountSettings.notifications.group.${group}`)}
                    </Table.Th>
                  </Table.Tr>
                  {flags.map((flag) => (
                    <Table.Tr key={flag}>
                      <Table.Td>
                        <Text size="sm" fw={500} id={`flag-${flag}`}>
                          {t(`accountSettings.notifications.flag.${flag}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`accountSettings.notifications.about.${flag}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="center">
                          <Switch
                            aria-labelledby={`flag-${flag}`}
                            {...form.getInputProps(flag, { type: 'checkbox' })}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SaveResetButtons form={form} saving={saving} mt="md" />
      </form>
    </SectionCard>
  )
}
