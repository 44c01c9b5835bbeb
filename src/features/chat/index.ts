export { chatManifest } from './chat.manifest'
export { ChatPage } from './ui/ChatPage'
export type { ChatContact, ChatProfile, ChatStatus } from './chat.schema'
