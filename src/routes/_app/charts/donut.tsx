import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { DonutChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/donut')({
  beforeLoad: () => requirePage('/charts/donut'),
  component: DonutChartsPage,
})
