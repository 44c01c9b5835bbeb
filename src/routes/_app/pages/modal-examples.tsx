import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ModalExamplesPage } from '@/features/account-settings'

export const Route = createFileRoute('/_app/pages/modal-examples')({
  beforeLoad: () => requirePage('/pages/modal-examples'),
  component: ModalExamplesPage,
})
