import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { ChatPage, chatSearchSchema, openContact } from '@/features/chat'

export const Route = createFileRoute('/_app/apps/chat')({
  beforeLoad: () => requirePage('/apps/chat'),
  validateSearch: chatSearchSchema,
  component: ChatRoute,
})

function ChatRoute() {
  const navigate = Route.useNavigate()
  return (
    <ChatPage
      contactId={Route.useSearch().contact}
      onOpen={(id) => void navigate({ search: openContact(id) })}
    />
  )
}
