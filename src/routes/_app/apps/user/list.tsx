import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { UserListPage, userListSearchSchema } from '@/features/users'

export const Route = createFileRoute('/_app/apps/user/list')({
  beforeLoad: () => requirePage('/apps/user/list'),
  validateSearch: userListSearchSchema,
  component: UserListRoute,
})

function UserListRoute() {
  const navigate = Route.useNavigate()
  return (
    <UserListPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
  )
}
