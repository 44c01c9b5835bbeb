import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { SettingsPage } from '@/features/local-db'

export const Route = createFileRoute('/_app/settings')({
  beforeLoad: () => requirePage('/settings'),
  component: SettingsPage,
})
