import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { EmailPage, emailSearchSchema, parseFolder, searchNavigation } from '@/features/email'

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
  const search = Route.useSearch()
  const { folder } = Route.useParams()
  return (
    <EmailPage
      folder={parseFolder(folder)}
      search={search}
      onSearch={(next) => void navigate(searchNavigation(search, next))}
    />
  )
}
