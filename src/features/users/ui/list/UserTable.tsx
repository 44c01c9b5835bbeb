import { Button, Select } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListTable, listPage, nextSearch } from '@/shared/ui/data-table'
import { fetchUsers } from '../../api/users.api'
import { useUsers } from '../../api/users.queries'
import { PERMISSION_ROLE_OF } from '../../roles.schema'
import { USER_PLANS, USER_ROLES, USER_STATUSES, type User } from '../../users.schema'
import { EditUserModal } from '../common/EditUserModal'
import { userColumns, userExportColumns } from './user-columns'
import { USER_DEFAULT_SORT, type UserListSearch } from './user-search'

interface Props {
  search: UserListSearch
  onSearch: (next: UserListSearch) => void
  /** The roles page filters by role only, named by the permission role each record role maps to. */
  variant?: 'list' | 'roles'
  onAdd?: () => void
}

/** The user records as a server-side list: filters, search, order and pages in the URL. */
export function UserTable({ search, onSearch, variant = 'list', onAdd }: Props) {
  const { t } = useTranslation('users')
  const [editing, setEditing] = useState<User | null>(null)
  const filters = { role: search.role, status: search.status, currentPlan: search.currentPlan }
  const params = { ...listPage(search, USER_DEFAULT_SORT), ...filters }
  const list = useUsers(params)
  const columns = useMemo(() => userColumns(t, setEditing), [t])
  const set = (patch: Partial<UserListSearch>) => onSearch(nextSearch(search, patch))
  const filter = <T extends string>(
    key: 'role' | 'status' | 'currentPlan',
    values: readonly T[],
    label: (value: T) => string,
    placeholder: string,
  ) => (
    <Select<T>
      key={key}
      aria-label={t(variant === 'roles' ? 'roles.filter' : `users.field.${key}`)}
      placeholder={placeholder}
      data={values.map((value) => ({ value, label: label(value) }))}
      value={values.find((value) => value === search[key]) ?? null}
      onChange={(value) => set({ [key]: value ?? undefined })}
      clearable
      w={170}
    />
  )
  const toolbar =
    variant === 'roles' ? (
      filter(
        'role',
        USER_ROLES,
        (role) => t(`roles.name.${PERMISSION_ROLE_OF[role]}`),
        t('roles.allRoles'),
      )
    ) : (
      <>
        {filter('role', USER_ROLES, (role) => t(`users.role.${role}`), t('users.list.allRoles'))}
        {filter(
          'currentPlan',
          USER_PLANS,
          (plan) => t(`users.plan.${plan}`),
          t('users.list.allPlans'),
        )}
        {filter(
          'status',
          USER_STATUSES,
          (status) => t(`users.status.${status}`),
          t('users.list.allStatuses'),
        )}
        {onAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('users.list.add')}
          </Button>
        )}
      </>
    )
  return (
    <>
      <ListTable<User, UserListSearch>
        id={`users-${variant}`}
        label={t('users.list.table')}
        columns={columns}
        records={list.data?.users}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        search={search}
        onSearch={onSearch}
        defaultSort={USER_DEFAULT_SORT}
        searchLabel={t('users.list.search')}
        toolbar={toolbar}
        selectable
        empty={{
          title: t('users.list.empty'),
          description: t('users.list.emptyHint'),
          action: (
            <Button variant="light" onClick={() => onSearch({})}>
              {t('users.list.clearFilters')}
            </Button>
          ),
        }}
        exporting={{
          fileName: t('users.list.exportName'),
          columns: userExportColumns(t),
          fetchPage: async (page, perPage, signal) => {
            const answer = await fetchUsers({ ...params, page, perPage }, signal)
            return { rows: answer.users, total: answer.total }
          },
        }}
      />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
    </>
  )
}
