import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { AccountSettingsPage, accountSearchSchema } from '@/features/account-settings'

export const Route = createFileRoute('/_app/pages/account-settings')({
  beforeLoad: () => requirePage('/pages/account-settings'),
  validateSearch: accountSearchSchema,
  component: AccountSettingsRoute,
})

function AccountSettingsRoute() {
  const navigate = Route.useNavigate()
  return (
    <AccountSettingsPage
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
