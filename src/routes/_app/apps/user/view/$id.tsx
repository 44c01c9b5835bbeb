import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { UserViewPage, userViewSearchSchema } from '@/features/users'

const idOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined)

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/user/view')
    if (idOf(params.id) === undefined) throw notFound()
  },
  validateSearch: userViewSearchSchema,
  component: UserRoute,
})

function UserRoute() {
  const navigate = Route.useNavigate()
  const { id } = Route.useParams()
  return (
    <UserViewPage
      key={id}
      id={idOf(id) ?? 0}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
