import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { AnalyticsDashboard, prefetchAnalyticsDashboard } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  beforeLoad: () => requirePage('/dashboard/analytics'),
  loader: async ({ context }) => prefetchAnalyticsDashboard(await context.loadQueryClient()),
  component: AnalyticsDashboard,
})
