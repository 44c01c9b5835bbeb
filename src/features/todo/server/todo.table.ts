import type { TableSchemas } from '@/shared/server/database'

// Scaffold: the todo helper replaces this file (keep the export name).
export const todoTables = { todoTasks: 'id' } satisfies TableSchemas
