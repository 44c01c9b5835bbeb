import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { IconMail, IconUser } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { StoredUser } from '@/shared/auth/session'

const roleColor = (role: string) =>
  role === 'admin' ? 'brand' : role === 'client' ? 'teal' : 'gray'

export function UserCard({ user }: { user: StoredUser }) {
  const { t } = useTranslation('access-control')
  return (
    <Card padding="lg" aria-labelledby="acl-user-heading">
      <Text id="acl-user-heading" fz="xs" tt="uppercase" fw={600} c="dimmed" mb="md">
        {t('acl.signedInAs')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={user.avatar}
          name={user.fullName}
          color="initials"
          size={64}
          radius="xl"
          alt=""
        />
        <Stack gap={4} miw={0}>
          <Text fw={600} fz="lg" truncate data-testid="acl-full-name">
            {user.fullName}
          </Text>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMail size={16} aria-hidden="true" />
            <Text fz="sm" truncate data-testid="acl-email">
              {user.email}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconUser size={16} aria-hidden="true" />
            <Text fz="sm" truncate>
              @{user.username}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" mt="md">
        <Text fz="sm" c="dimmed">
          {t('acl.role')}
        </Text>
        <Badge color={roleColor(user.role)} variant="light" data-testid="acl-role">
          {user.role}
        </Badge>
      </Group>
    </Card>
  )
}
