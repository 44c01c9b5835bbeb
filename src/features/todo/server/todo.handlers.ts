import type { HttpHandler } from 'msw'

// Scaffold: the todo helper replaces this file (keep the export name).
export const todoHandlers: HttpHandler[] = []
