import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { EmailPage, emailSearchSchema, parseFolder } from '@/features/email'

export const Route = createFileRoute('/_app/apps/email/$folder')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/email')
    if (!parseFolder(params.folder)) throw notFound()
  },
  validateSearch: emailSearchSchema,
  component: FolderRoute,
})

function FolderRoute() {
  const navigate = Route.useNavigate()
  const { folder } = Route.useParams()
  return (
    <EmailPage
      folder={parseFolder(folder)}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
