import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { allPages } from '@/app/manifests'
import { AccessControlPage } from '@/features/access-control'

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: () => requirePage('/access-control'),
  component: function AccessControl() {
    return <AccessControlPage pages={allPages} />
  },
})
