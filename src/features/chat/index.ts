import { lazyPage } from '@/shared/ui/lazy-page'

export { chatManifest } from './chat.manifest'
export const ChatPage = lazyPage(() => import('./ui/ChatPage').then((m) => m.ChatPage))
export { chatSearchSchema, openContact, type ChatSearch } from './chat-search'
export type { ChatContact, ChatProfile, ChatStatus } from './chat.schema'
