import { Button, Card, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRoles } from '../../api/roles.queries'
import type { Role } from '../../roles.schema'
import { UserTable } from '../list/UserTable'
import type { UserListSearch } from '../list/user-search'
import { RoleCard } from './RoleCard'
import { RoleModal } from './RoleModal'

interface Props {
  search: UserListSearch
  onSearch: (next: UserListSearch) => void
}

/** `/apps/roles`: a card per role, add and edit in a modal, and the users filtered by role. */
export function RolesPage({ search, onSearch }: Props) {
  const { t } = useTranslation('users')
  const roles = useRoles()
  const [editing, setEditing] = useState<Role | 'new' | null>(null)
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('roles.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('roles.hint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {roles.data
          ? roles.data.map((role) => (
              <RoleCard key={role.role} role={role} onEdit={() => setEditing(role)} />
            ))
          : Array.from({ length: 5 }, (_, index) => <Skeleton key={index} h={150} radius="md" />)}
        <Card withBorder radius="md" padding="lg">
          <Grid align="center" h="100%">
            <Grid.Col>
              <Stack align="flex-start" gap="xs">
                <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                  {t('roles.add')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('roles.addHint')}
                </Text>
              </Stack>
            </Grid.Col>
          </Grid>
        </Card>
      </SimpleGrid>
      <div>
        <Title order={2} fz="h4">
          {t('roles.users')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('roles.usersHint')}
        </Text>
      </div>
      <UserTable search={search} onSearch={onSearch} variant="roles" />
      <RoleModal role={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
