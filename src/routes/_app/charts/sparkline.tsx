import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { SparklineChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/sparkline')({
  beforeLoad: () => requirePage('/charts/sparkline'),
  component: SparklineChartsPage,
})
