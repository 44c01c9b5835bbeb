import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { requirePage } from '@/app/guards'
import { ChatPage } from '@/features/chat'

const chatSearch = z.object({
  contact: z.coerce.number().int().positive().optional().catch(undefined),
})

export const Route = createFileRoute('/_app/apps/chat')({
  beforeLoad: () => requirePage('/apps/chat'),
  validateSearch: (search: Record<string, unknown>) => chatSearch.parse(search),
  component: ChatRoute,
})

function ChatRoute() {
  const { contact } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ChatPage
      contactId={contact}
      onOpen={(id) => void navigate({ search: id === undefined ? {} : { contact: id } })}
    />
  )
}
