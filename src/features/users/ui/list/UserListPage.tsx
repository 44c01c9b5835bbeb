import { Stack, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddUserDrawer } from './AddUserDrawer'
import { UserStats } from './UserStats'
import { UserTable } from './UserTable'
import type { UserListSearch } from './user-search'

interface Props {
  search: UserListSearch
  onSearch: (next: UserListSearch) => void
}

/** `/apps/user/list`: totals by status, then every user record, searchable and filtered. */
export function UserListPage({ search, onSearch }: Props) {
  const { t } = useTranslation('users')
  const phone = useMediaQuery('(max-width: 48em)') ?? false
  const [adding, setAdding] = useState(false)
  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        {t('users.list.title')}
      </Title>
      <UserStats />
      <UserTable search={search} onSearch={onSearch} onAdd={() => setAdding(true)} />
      <AddUserDrawer opened={adding} phone={phone} onClose={() => setAdding(false)} />
    </Stack>
  )
}
