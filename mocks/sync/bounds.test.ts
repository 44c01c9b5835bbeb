/**
 * What a connected device sends stays within bounds: a write's base rows (outbox.ts), and a push's
 * writes (engine.ts), so that the server never refuses a push whole for its size.
 */
import { describe, expect, it } from 'vitest'
import type { Befores } from '@mocks/kernel/write-guard'
import '@mocks/handlers'
import { PUSH_CHARACTERS, withinPushSize } from './engine'
import { BASE_CHARACTERS, BASE_ROWS, sharedBefores } from './outbox'

const befores = (rows: { id: number; title: string }[], table = 'todoTasks'): Befores =>
  new Map([[table, new Map(rows.map((row) => [String(row.id), { key: row.id, row }]))]])
const tasks = (count: number, title = 'A task') =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title }))

describe("a write's base rows", () => {
  it('are sent for a few rows of shared tables, not for rows it made or private tables', () => {
    const made: Befores = new Map([['todoTasks', new Map([['9', { key: 9, row: null }]])]])
    expect(sharedBefores(made)).toEqual([])
    expect(sharedBefores(befores(tasks(2), 'syncOutbox'))).toEqual([])
    expect(sharedBefores(befores(tasks(2)))).toHaveLength(2)
  })

  it('are not sent past their bounds: the replay then stands as it is', () => {
    expect(sharedBefores(befores(tasks(BASE_ROWS)))).toHaveLength(BASE_ROWS)
    expect(sharedBefores(befores(tasks(BASE_ROWS + 1)))).toEqual([])
    expect(sharedBefores(befores(tasks(1, 'x'.repeat(BASE_CHARACTERS))))).toEqual([])
  })
})

describe("a push's writes", () => {
  it('stop before the push grows past its size, the first going alone whatever its size', () => {
    const write = (characters: number) => ({ body: 'x'.repeat(characters) })
    const quarter = PUSH_CHARACTERS / 4
    expect(withinPushSize([write(10), write(10)])).toHaveLength(2)
    expect(withinPushSize(Array.from({ length: 6 }, () => write(quarter)))).toHaveLength(3)
    expect(withinPushSize([write(PUSH_CHARACTERS * 2), write(10)])).toHaveLength(1)
  })
})
