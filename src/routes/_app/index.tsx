import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePath } from '@/shared/auth/home'

export const Route = createFileRoute('/_app/')({
  beforeLoad: async () => {
    throw redirect({ to: await homePath() })
  },
})
