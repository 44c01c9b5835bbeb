import type { Seed } from '@mocks/db/seed'
import { seedTasks } from './todo.seed-data'

export const todoSeeds: Seed[] = [{ table: 'todoTasks', rows: seedTasks }]
