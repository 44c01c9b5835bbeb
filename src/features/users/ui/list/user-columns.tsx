import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import type { ExportColumn, ListColumn } from '@/shared/ui/data-table'
import type { User } from '../../users.schema'
import { StatusBadge } from '../common/StatusBadge'
import { UserAvatar } from '../common/UserAvatar'
import { ROLE_COLORS } from '../common/user-labels'
import { UserRowActions } from './UserRowActions'

export function userColumns(t: TFunction, onEdit: (user: User) => void): ListColumn<User>[] {
  return [
    {
      accessor: 'fullName',
      title: t('users.field.user'),
      sortable: true,
      render: (user) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar user={user} size={34} />
          <Stack gap={0} miw={0}>
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/apps/user/view/$id" params={{ id: String(user.id) }} />
              )}
              fw={500}
              size="sm"
              truncate
            >
              {user.fullName}
            </Anchor>
            <Text size="xs" c="dimmed" truncate data-testid="user-email">
              {user.email}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'role',
      title: t('users.field.role'),
      sortable: true,
      render: (user) => (
        <Group gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 8,
              height: 8,
              borderRadius: 4,
              background: `var(--mantine-color-${ROLE_COLORS[user.role]}-6)`,
            }}
          />
          <Text size="sm">{t(`users.role.${user.role}`)}</Text>
        </Group>
      ),
    },
    {
      accessor: 'currentPlan',
      title: t('users.field.currentPlan'),
      sortable: true,
      render: (user) => t(`users.plan.${user.currentPlan}`),
    },
    {
      accessor: 'billing',
      title: t('users.field.billing'),
      sortable: true,
      render: (user) => t(`users.billing.${user.billing}`),
    },
    {
      accessor: 'status',
      title: t('users.field.status'),
      sortable: true,
      render: (user) => <StatusBadge status={user.status} />,
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (user) => <UserRowActions user={user} onEdit={onEdit} />,
    },
  ]
}

export function userExportColumns(t: TFunction): ExportColumn<User>[] {
  const plain = (key: keyof User) => ({
    header: t(`users.field.${key}`),
    value: (user: User) => user[key],
  })
  return [
    { header: 'ID', value: (user) => user.id },
    plain('fullName'),
    plain('username'),
    plain('email'),
    { header: t('users.field.role'), value: (user) => t(`users.role.${user.role}`) },
    { header: t('users.field.currentPlan'), value: (user) => t(`users.plan.${user.currentPlan}`) },
    { header: t('users.field.billing'), value: (user) => t(`users.billing.${user.billing}`) },
    { header: t('users.field.status'), value: (user) => t(`users.status.${user.status}`) },
    plain('company'),
    plain('country'),
    plain('contact'),
  ]
}
