import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { AnalyticsDashboard } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  beforeLoad: () => requirePage('/dashboard/analytics'),
  component: AnalyticsDashboard,
})
