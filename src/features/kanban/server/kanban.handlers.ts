import type { HttpHandler } from 'msw'

// Scaffold: the kanban helper replaces this file (keep the export name).
export const kanbanHandlers: HttpHandler[] = []
