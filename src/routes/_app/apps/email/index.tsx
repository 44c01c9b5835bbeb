import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { EmailPage, emailSearchSchema } from '@/features/email'

export const Route = createFileRoute('/_app/apps/email/')({
  beforeLoad: () => requirePage('/apps/email'),
  validateSearch: emailSearchSchema,
  component: InboxRoute,
})

function InboxRoute() {
  const navigate = Route.useNavigate()
  return <EmailPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
