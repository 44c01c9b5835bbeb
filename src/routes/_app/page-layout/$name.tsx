import { createFileRoute } from '@tanstack/react-router'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/page-layout/$name')({
  beforeLoad: ({ params }) => loadDemo('page-layout', params.name),
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
