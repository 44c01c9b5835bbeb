import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { SettingsPage, statsQueryOptions } from '@/features/local-db'

export const Route = createFileRoute('/_app/settings')({
  beforeLoad: () => requirePage('/settings'),
  // The counts are asked for while the screen's code loads and the shell renders.
  loader: async ({ context }) => {
    const client = await context.loadQueryClient()
    void client.prefetchQuery(statsQueryOptions())
  },
  component: SettingsPage,
})
