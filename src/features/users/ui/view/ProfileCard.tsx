import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { User } from '../../users.schema'
import { StatusBadge } from '../common/StatusBadge'
import { UserAvatar } from '../common/UserAvatar'
import { ROLE_COLORS } from '../common/user-labels'
import { useUserActions } from '../list/use-user-actions'

interface Props {
  user: User
  onEdit: () => void
}

/** Picture or initials, role, the record's details, and edit and suspend. */
export function ProfileCard({ user, onEdit }: Props) {
  const { t } = useTranslation('users')
  const actions = useUserActions()
  const details: [string, React.ReactNode][] = [
    [t('users.view.username'), `@${user.username}`],
    [t('users.view.email'), user.email],
    [t('users.view.status'), <StatusBadge key="status" status={user.status} />],
    [t('users.view.role'), t(`users.role.${user.role}`)],
    [t('users.view.contact'), user.contact],
    [t('users.view.company'), user.company || t('users.view.noCompany')],
    [t('users.view.country'), user.country],
    [t('users.view.billing'), t(`users.billing.${user.billing}`)],
  ]
  return (
    <Card withBorder radius="md" padding="lg" data-testid="user-profile">
      <Stack align="center" gap="xs">
        <UserAvatar user={user} size={100} radius="md" fz={32} />
        <Title order={1} fz="h3" ta="center">
          {user.fullName}
        </Title>
        <Badge variant="light" color={ROLE_COLORS[user.role]}>
          {t(`users.role.${user.role}`)}
        </Badge>
      </Stack>
      <Divider my="md" label={t('users.view.details')} labelPosition="left" />
      <Stack gap={8} component="dl" m={0}>
        {details.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" fw={600} size="sm" style={{ flexShrink: 0 }}>
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="center" mt="lg">
        <Button onClick={onEdit}>{t('users.view.edit')}</Button>
        {user.status === 'inactive' ? (
          <Button variant="default" onClick={() => actions.activate(user)}>
            {t('users.view.activate')}
          </Button>
        ) : (
          <Button color="red.8" onClick={() => void actions.suspend(user)}>
            {t('users.view.suspend')}
          </Button>
        )}
      </Group>
    </Card>
  )
}
