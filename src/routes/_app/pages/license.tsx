import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { LicensePage } from '@/features/pricing'

export const Route = createFileRoute('/_app/pages/license')({
  beforeLoad: () => requirePage('/pages/license'),
  component: LicensePage,
})
