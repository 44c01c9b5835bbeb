import { createFileRoute } from '@tanstack/react-router'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/forms/elements/$name')({
  beforeLoad: ({ params }) => loadDemo('form-elements', params.name),
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
