import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { CompositeChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/composite')({
  beforeLoad: () => requirePage('/charts/composite'),
  component: CompositeChartsPage,
})
