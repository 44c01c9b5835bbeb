import { createFileRoute } from '@tanstack/react-router'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/colors')({
  beforeLoad: () => loadDemo('elements', 'colors'),
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
