import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ApiKeysPage } from '@/features/api-keys'

export const Route = createFileRoute('/_app/pages/api-key')({
  beforeLoad: () => requirePage('/pages/api-key'),
  component: ApiKeysPage,
})
