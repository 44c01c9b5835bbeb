import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { AreaChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/area')({
  beforeLoad: () => requirePage('/charts/area'),
  component: AreaChartsPage,
})
