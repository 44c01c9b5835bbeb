import type { WorkerReport } from '@/shared/contract/worker-messages'

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * Reads a worker's message. Here, not in the contract, and without zod: the sign-in path reads it
 * and ships neither (e2e/sign-in-path.spec.ts).
 */
export function readWorkerReport(data: unknown): WorkerReport | null {
  if (typeof data !== 'object' || data === null) return null
  const field = (name: string): unknown => Reflect.get(data, name)
  const [type, done, total, failed, ready] = ['type', 'done', 'total', 'failed', 'ready'].map(field)
  const held = field('held')
  if (type === 'UPDATE_HELD') return isCount(held) ? { type, held } : null
  if (type !== 'WARM_PROGRESS' || typeof ready !== 'boolean') return null
  if (!isCount(done) || !isCount(total) || !isCount(failed)) return null
  return { type, done, total, failed, ready }
}
