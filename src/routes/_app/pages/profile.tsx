import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ProfilePage } from '@/features/profile'

export const Route = createFileRoute('/_app/pages/profile')({
  beforeLoad: () => requirePage('/pages/profile'),
  component: ProfilePage,
})
