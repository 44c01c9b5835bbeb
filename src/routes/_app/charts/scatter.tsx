import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ScatterChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/scatter')({
  beforeLoad: () => requirePage('/charts/scatter'),
  component: ScatterChartsPage,
})
