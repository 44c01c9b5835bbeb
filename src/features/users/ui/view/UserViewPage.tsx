import { Anchor, Grid, Skeleton, Stack, Tabs } from '@mantine/core'
import {
  IconBell,
  IconCreditCard,
  IconLink,
  IconLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPage } from '@/features/misc'
import { isApiError } from '@/shared/api/api-error'
import { useSettings, useUser } from '../../api/users.queries'
import { EditUserModal } from '../common/EditUserModal'
import { AccountTab } from './AccountTab'
import { BillingTab } from './BillingTab'
import { ConnectionsTab } from './ConnectionsTab'
import { NotificationsTab } from './NotificationsTab'
import { ProfileCard } from './ProfileCard'
import { SecurityTab } from './SecurityTab'
import { isOneOf } from '@/shared/contract/one-of'
import { USER_TABS, type UserTab, type UserViewSearch } from './user-view-search'

const TAB_ICONS: Record<UserTab, Icon> = {
  account: IconUser,
  security: IconLock,
  billing: IconCreditCard,
  notifications: IconBell,
  connections: IconLink,
}

interface Props {
  id: number
  search: UserViewSearch
  onSearch: (next: UserViewSearch) => void
}

/** `/apps/user/view/{id}`: the profile card on the side, the user's sections in tabs. */
export function UserViewPage({ id, search, onSearch }: Props) {
  const { t } = useTranslation('users')
  const user = useUser(id)
  const settings = useSettings(id)
  const [editing, setEditing] = useState(false)
  const tab = search.tab ?? 'account'

  if (isApiError(user.error) && user.error.status === 404) return <ErrorPage />
  if (!user.data)
    return (
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={520} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
      </Grid>
    )
  const record = user.data
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/apps/user/list" size="sm">
        ← {t('users.view.back')}
      </Anchor>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <ProfileCard user={record} onEdit={() => setEditing(true)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Tabs
            value={tab}
            onChange={(next) => {
              if (isOneOf(USER_TABS, next)) onSearch({ tab: next === 'account' ? undefined : next })
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('users.view.tabs')} mb="md">
              {USER_TABS.map((id) => {
                const TabIcon = TAB_ICONS[id]
                return (
                  <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={16} />}>
                    {t(`users.view.tab.${id}`)}
                  </Tabs.Tab>
                )
              })}
            </Tabs.List>
            <Tabs.Panel value="account">
              <AccountTab user={record} />
            </Tabs.Panel>
            {settings.data ? (
              <>
                <Tabs.Panel value="security">
                  <SecurityTab settings={settings.data} />
                </Tabs.Panel>
                <Tabs.Panel value="billing">
                  <BillingTab user={record} settings={settings.data} />
                </Tabs.Panel>
                <Tabs.Panel value="notifications">
                  <NotificationsTab
                    key={JSON.stringify(settings.data.notifications)}
                    settings={settings.data}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="connections">
                  <ConnectionsTab settings={settings.data} />
                </Tabs.Panel>
              </>
            ) : (
              tab !== 'account' && <Skeleton h={300} radius="md" />
            )}
          </Tabs>
        </Grid.Col>
      </Grid>
      <EditUserModal user={editing ? record : null} onClose={() => setEditing(false)} />
    </Stack>
  )
}
