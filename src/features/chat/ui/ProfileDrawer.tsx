import { Drawer, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useUpdateProfile } from '../api/chat.queries'
import { chatStatuses, type ChatProfile, type UpdateProfileInput } from '../chat.schema'
import { AboutField } from './AboutField'
import { StatusAvatar } from './StatusAvatar'

interface ProfileDrawerProps {
  profile: ChatProfile
  opened: boolean
  onClose: () => void
}

/** The signed-in user's chat profile: status picker, about and settings. */
export function ProfileDrawer({ profile, opened, onClose }: ProfileDrawerProps) {
  const { t } = useTranslation('chat')
  const update = useUpdateProfile()
  const save = (input: UpdateProfileInput) => update.mutate(input)

  return (
    <Drawer opened={opened} onClose={onClose} title={t('chat.profile.title')} position="left">
      <Stack gap="lg">
        <Stack align="center" gap={4}>
          <StatusAvatar
            name={profile.fullName}
            src={profile.avatar}
            status={profile.status}
            size={80}
          />
          <Title order={3} fz="lg">
            {profile.fullName}
          </Title>
          <Text c="dimmed" size="sm">
            {profile.role}
          </Text>
        </Stack>
        <Radio.Group
          label={t('chat.status.label')}
          value={profile.status}
          onChange={(value) => {
            const status = chatStatuses.find((entry) => entry === value)
            if (status) save({ status })
          }}
        >
          <Group mt="xs" gap="md">
            {chatStatuses.map((status) => (
              <Radio key={status} value={status} label={t(`chat.status.${status}`)} />
            ))}
          </Group>
        </Radio.Group>
        <AboutField
          key={profile.about}
          about={profile.about}
          saving={update.isPending}
          onSave={(about) => save({ about })}
        />
        <Stack gap="sm">
          <Text fw={500} size="sm">
            {t('chat.profile.settings')}
          </Text>
          <Switch
            label={t('chat.profile.twoStep')}
            checked={profile.settings.isTwoStepAuthVerificationEnabled}
            onChange={(event) =>
              save({ settings: { isTwoStepAuthVerificationEnabled: event.currentTarget.checked } })
            }
          />
          <Switch
            label={t('chat.profile.notifications')}
            checked={profile.settings.isNotificationsOn}
            onChange={(event) =>
              save({ settings: { isNotificationsOn: event.currentTarget.checked } })
            }
          />
        </Stack>
      </Stack>
    </Drawer>
  )
}
