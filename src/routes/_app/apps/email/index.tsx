import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { EmailPage, emailSearchSchema, searchNavigation } from '@/features/email'

export const Route = createFileRoute('/_app/apps/email/')({
  beforeLoad: () => requirePage('/apps/email'),
  validateSearch: emailSearchSchema,
  component: InboxRoute,
})

function InboxRoute() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  return (
    <EmailPage search={search} onSearch={(next) => void navigate(searchNavigation(search, next))} />
  )
}
