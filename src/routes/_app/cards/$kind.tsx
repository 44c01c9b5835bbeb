import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { CardsPage, parseCardKind } from '@/features/dashboards'

export const Route = createFileRoute('/_app/cards/$kind')({
  beforeLoad: async ({ params }) => {
    if (!parseCardKind(params.kind)) throw notFound()
    await requirePage(`/cards/${params.kind}`)
  },
  component: CardsRoute,
})

function CardsRoute() {
  const { kind } = Route.useParams()
  return <CardsPage kind={parseCardKind(kind)!} />
}
