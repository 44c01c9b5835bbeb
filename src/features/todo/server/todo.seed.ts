import type { Seed } from '@/shared/server/seed'
import { seedTasks } from './todo.seed-data'

export const todoSeeds: Seed[] = [{ table: 'todoTasks', rows: seedTasks }]
