import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/forms/$name')({
  beforeLoad: ({ params }) => loadDemo('forms', params.name, requirePage),
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
