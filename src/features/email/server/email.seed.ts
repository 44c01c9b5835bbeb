import type { Seed } from '@/shared/server/seed'
import { seedEmails } from './email.seed-data'

export const emailSeeds: Seed[] = [{ table: 'emails', rows: seedEmails }]
