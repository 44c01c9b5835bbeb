import { Anchor, Avatar, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Role } from '../../roles.schema'
import { UserAvatar } from '../common/UserAvatar'

const SHOWN = 4

/** A role: how many users have it, their faces, and the way to edit its permissions. */
export function RoleCard({ role, onEdit }: { role: Role; onEdit: () => void }) {
  const { t } = useTranslation('users')
  const name = t(`roles.name.${role.role}`, { defaultValue: role.role })
  const extra = role.users.length - SHOWN
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`role-card-${role.role}`}>
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Text size="sm" c="dimmed">
          {t('roles.totalUsers', { count: role.totalUsers })}
        </Text>
        <Avatar.Group spacing="sm" aria-label={t('roles.members', { role: name })} role="group">
          {role.users.slice(0, SHOWN).map((user) => (
            <Tooltip key={user.fullName} label={user.fullName} withArrow>
              <UserAvatar user={user} size={34} />
            </Tooltip>
          ))}
          {extra > 0 && (
            <Avatar size={34} radius="xl" aria-label={t('roles.more', { count: extra })}>
              +{extra}
            </Avatar>
          )}
        </Avatar.Group>
      </Group>
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {name}
        </Title>
        <Text size="xs" c="dimmed" data-testid="role-permission-count">
          {t('roles.permissionsCount', { count: role.permissions.length })}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onEdit} ta="start">
          {t('roles.editRole', { role: name })}
        </Anchor>
      </Stack>
    </Card>
  )
}
