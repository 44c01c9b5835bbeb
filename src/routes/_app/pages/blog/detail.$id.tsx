import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BlogDetailPage } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  beforeLoad: async ({ params }) => {
    await requirePage('/pages/blog/detail')
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound()
  },
  component: function DetailRoute() {
    return <BlogDetailPage id={Number(Route.useParams().id)} />
  },
})
