import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { UserViewPage, userViewSearchSchema } from '@/features/users'

/** Without an id, the first user. */
export const Route = createFileRoute('/_app/apps/user/view/')({
  beforeLoad: () => requirePage('/apps/user/view'),
  validateSearch: userViewSearchSchema,
  component: FirstUserRoute,
})

function FirstUserRoute() {
  const navigate = Route.useNavigate()
  return (
    <UserViewPage
      id={1}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
