import type { Seed } from '@mocks/db/seed'
import { seedEmails } from './email.seed-data'

export const emailSeeds: Seed[] = [{ table: 'emails', rows: seedEmails }]
