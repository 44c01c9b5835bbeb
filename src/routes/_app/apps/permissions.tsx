import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { PermissionsPage, permissionSearchSchema } from '@/features/users'

export const Route = createFileRoute('/_app/apps/permissions')({
  beforeLoad: () => requirePage('/apps/permissions'),
  validateSearch: permissionSearchSchema,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const navigate = Route.useNavigate()
  return (
    <PermissionsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
  )
}
