import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListTable, listPage, nextSearch, type ListColumn } from '@/shared/ui/data-table'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { fetchPermissions } from '../../api/roles.api'
import { useDeletePermission, usePermissions, useRoles } from '../../api/roles.queries'
import type { Permission } from '../../roles.schema'
import { PermissionModal } from './PermissionModal'
import { PERMISSION_SORT, type PermissionSearch } from './permission-search'

const ROLE_COLORS: Record<string, string> = {
  administrator: 'brand',
  manager: 'yellow',
  user: 'green',
  support: 'cyan',
  'restricted-user': 'red',
}

interface Props {
  search: PermissionSearch
  onSearch: (next: PermissionSearch) => void
}

/** `/apps/permissions`: every permission, searchable and paged; add, rename and delete. */
export function PermissionsPage({ search, onSearch }: Props) {
  const { t } = useTranslation('users')
  const [editing, setEditing] = useState<Permission | 'new' | null>(null)
  const { q, page, perPage } = listPage(search, PERMISSION_SORT)
  const params = { q, page, perPage, assignedTo: search.assignedTo }
  const list = usePermissions(params)
  const roles = useRoles()
  const remove = useDeletePermission()
  const roleName = (role: string) => t(`roles.name.${role}`, { defaultValue: role })

  const askDelete = async (permission: Permission) => {
    const sure = await confirmDestructive({
      title: t('permissions.confirmTitle', { name: permission.name }),
      message: t('permissions.confirmMessage'),
      confirmLabel: t('permissions.confirmLabel'),
    })
    if (sure)
      remove.mutate(permission.id, {
        onSuccess: () => notifications.show({ color: 'green', message: t('permissions.deleted') }),
      })
  }

  const columns: ListColumn<Permission>[] = [
    {
      accessor: 'name',
      title: t('permissions.name'),
      render: (p) => (
        <Text fw={500} size="sm">
          {p.name}
        </Text>
      ),
    },
    {
      accessor: 'assignedTo',
      title: t('permissions.assignedTo'),
      render: (p) => (
        <Group gap={6}>
          {p.assignedTo.map((role) => (
            <Badge key={role} variant="light" color={ROLE_COLORS[role] ?? 'gray'}>
              {roleName(role)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      accessor: 'createdDate',
      title: t('permissions.createdDate'),
      noWrap: true,
      // An English date keeps its own order inside a right-to-left page.
      render: (p) => <span style={{ unicodeBidi: 'plaintext' }}>{p.createdDate}</span>,
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('permissions.edit', { name: p.name })}
            onClick={() => setEditing(p)}
          >
            <IconEdit size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={t('permissions.delete', { name: p.name })}
            onClick={() => void askDelete(p)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ]

  const toolbar = (
    <>
      <Select
        aria-label={t('permissions.filter')}
        placeholder={t('permissions.allRoles')}
        data={(roles.data ?? []).map((role) => ({ value: role.role, label: roleName(role.role) }))}
        value={search.assignedTo ?? null}
        onChange={(value) => onSearch(nextSearch(search, { assignedTo: value ?? undefined }))}
        clearable
        w={190}
      />
      <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
        {t('permissions.add')}
      </Button>
    </>
  )

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('permissions.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('permissions.hint')}
        </Text>
      </div>
      <ListTable<Permission, PermissionSearch>
        id="permissions"
        label={t('permissions.table')}
        columns={columns}
        records={list.data?.permissions}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        search={search}
        onSearch={onSearch}
        defaultSort={PERMISSION_SORT}
        searchLabel={t('permissions.search')}
        toolbar={toolbar}
        empty={{ title: t('permissions.empty'), description: t('permissions.emptyHint') }}
        exporting={{
          fileName: t('permissions.exportName'),
          columns: [
            { header: 'ID', value: (p) => p.id },
            { header: t('permissions.name'), value: (p) => p.name },
            {
              header: t('permissions.assignedTo'),
              value: (p) => p.assignedTo.map(roleName).join(', '),
            },
            { header: t('permissions.createdDate'), value: (p) => p.createdDate },
          ],
          fetchPage: async (page, perPage, signal) => {
            const answer = await fetchPermissions({ ...params, page, perPage }, signal)
            return { rows: answer.permissions, total: answer.total }
          },
        }}
      />
      <PermissionModal permission={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
