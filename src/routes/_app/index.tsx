import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePath } from '@/app/guards'

export const Route = createFileRoute('/_app/')({
  beforeLoad: async () => {
    throw redirect({ to: await homePath() })
  },
})
