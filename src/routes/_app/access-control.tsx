import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { AccessControlPage } from '@/features/access-control'

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: () => requirePage('/access-control'),
  component: AccessControlPage,
})
