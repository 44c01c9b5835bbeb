import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { BarChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/bar')({
  beforeLoad: () => requirePage('/charts/bar'),
  component: BarChartsPage,
})
