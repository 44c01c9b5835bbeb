import type { Seed } from '@/shared/server/seed'

// Scaffold: the todo helper replaces this file (keep the export name).
export const todoSeeds: Seed[] = []
