import type { Seed } from '@/shared/server/seed'

// Scaffold: the calendar helper replaces this file (keep the export name).
export const calendarSeeds: Seed[] = []
