import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { RolesPage, userListSearchSchema } from '@/features/users'

export const Route = createFileRoute('/_app/apps/roles')({
  beforeLoad: () => requirePage('/apps/roles'),
  validateSearch: userListSearchSchema,
  component: RolesRoute,
})

function RolesRoute() {
  const navigate = Route.useNavigate()
  return <RolesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
