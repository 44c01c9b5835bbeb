import type { Seed } from '@mocks/db/seed'
import { seedInfo, seedPages, seedPoll } from './profile.seed-info'
import { seedPosts } from './profile.seed-posts'

export const profileSeeds: Seed[] = [
  { table: 'profileInfo', rows: () => [seedInfo] },
  { table: 'profilePages', rows: () => seedPages },
  { table: 'profilePosts', rows: () => seedPosts },
  { table: 'profilePoll', rows: () => seedPoll },
]
