import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePath } from '@/shared/auth/home'
import { EcommerceDashboard, prefetchEcommerceDashboard } from '@/features/dashboards'

/** `/`: the e-commerce dashboard for whoever may read it (the admin); anyone else goes home. */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async () => {
    const home = await homePath()
    if (home !== '/') throw redirect({ to: home })
  },
  // The cards' calls go out while the dashboard's code loads.
  loader: async ({ context }) => prefetchEcommerceDashboard(await context.loadQueryClient()),
  component: EcommerceDashboard,
})
