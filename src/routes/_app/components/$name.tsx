import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/components/$name')({
  beforeLoad: ({ params }) => loadDemo('components', params.name, requirePage),
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
