import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { DemoScreen, loadDemo } from '@/features/ui-kit'

export const Route = createFileRoute('/_app/icons')({
  beforeLoad: () => loadDemo('elements', 'icons', requirePage),
  // The icon search, in the address so a search can be shared or bookmarked.
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q } : {},
  component: function Demo() {
    return <DemoScreen meta={Route.useRouteContext().demo} />
  },
})
