import { Skeleton, Stack, Tabs, Title } from '@mantine/core'
import {
  IconBell,
  IconCreditCard,
  IconLink,
  IconLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAccount } from '../api/account-settings.queries'
import { AccountTab } from './account/AccountTab'
import { isOneOf } from '@/shared/contract/one-of'
import { ACCOUNT_TABS, type AccountSearch, type AccountTab as TabId } from './account-search'
import { BillingTab } from './billing/BillingTab'
import { ConnectionsTab } from './connections/ConnectionsTab'
import { NotificationsTab } from './notifications/NotificationsTab'
import { SecurityTab } from './security/SecurityTab'
import classes from './AccountSettings.module.css'

const TAB_ICONS: Record<TabId, Icon> = {
  account: IconUser,
  security: IconLock,
  billing: IconCreditCard,
  notifications: IconBell,
  connections: IconLink,
}

interface Props {
  search: AccountSearch
  onSearch: (next: AccountSearch) => void
}

/** `/pages/account-settings`: the signed-in user's settings in five tabs, the open one in the URL. */
export function AccountSettingsPage({ search, onSearch }: Props) {
  const { t } = useTranslation('account-settings')
  const account = useAccount()
  const tab = search.tab ?? 'account'
  const data = account.data
  return (
    <Stack gap="lg">
      <Title order={1} fz="h3">
        {t('accountSettings.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isOneOf(ACCOUNT_TABS, next)) onSearch({ tab: next === 'account' ? undefined : next })
        }}
        keepMounted={false}
        variant="pills"
        classNames={{ list: classes.tabs }}
      >
        <Tabs.List aria-label={t('accountSettings.tabs.label')} mb="lg">
          {ACCOUNT_TABS.map((id) => {
            const TabIcon = TAB_ICONS[id]
            return (
              <Tabs.Tab key={id} value={id} leftSection={<TabIcon size={18} aria-hidden />}>
                {t(`accountSettings.tabs.${id}`)}
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
        {data ? (
          <>
            <Tabs.Panel value="account">
              <AccountTab data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="billing">
              <BillingTab data={data} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsTab
                key={JSON.stringify(data.notification)}
                notification={data.notification}
              />
            </Tabs.Panel>
            <Tabs.Panel value="connections">
              <ConnectionsTab social={data.social} />
            </Tabs.Panel>
          </>
        ) : (
          <Stack gap="lg" aria-busy="true">
            <Skeleton h={320} radius="md" />
            <Skeleton h={200} radius="md" />
          </Stack>
        )}
      </Tabs>
    </Stack>
  )
}
