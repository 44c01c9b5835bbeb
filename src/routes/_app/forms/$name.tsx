import { createFileRoute } from '@tanstack/react-router'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/forms/$name')({
  beforeLoad: ({ params }) => loadDemo('forms', params.name),
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
