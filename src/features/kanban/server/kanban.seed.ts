import type { Seed } from '@/shared/server/seed'

// Scaffold: the kanban helper replaces this file (keep the export name).
export const kanbanSeeds: Seed[] = []
