import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { RadarChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/radar')({
  beforeLoad: () => requirePage('/charts/radar'),
  component: RadarChartsPage,
})
