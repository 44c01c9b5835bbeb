import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { EmailPage, emailSearchSchema, parseLabel, searchNavigation } from '@/features/email'

export const Route = createFileRoute('/_app/apps/email/label/$label')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/email')
    if (!parseLabel(params.label)) throw notFound()
  },
  validateSearch: emailSearchSchema,
  component: LabelRoute,
})

function LabelRoute() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  const { label } = Route.useParams()
  return (
    <EmailPage
      label={parseLabel(label)}
      search={search}
      onSearch={(next) => void navigate(searchNavigation(search, next))}
    />
  )
}
