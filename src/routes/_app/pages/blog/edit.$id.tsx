import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BlogEditPage } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/edit/$id')({
  beforeLoad: async ({ params }) => {
    await requirePage('/pages/blog/edit')
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound()
  },
  component: function EditRoute() {
    return <BlogEditPage id={Number(Route.useParams().id)} />
  },
})
