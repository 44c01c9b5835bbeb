import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '@/app/guards'
import { AppLayout } from '@/shared/layout/AppLayout'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSession(location),
  component: AppLayout,
})
