import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { LineChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/line')({
  beforeLoad: () => requirePage('/charts/line'),
  component: LineChartsPage,
})
