import { describe, expect, it } from 'vitest'
import { placeTask } from './kanban-dnd'
import { moveAcross, moveFor, type Columns } from './kanban-move'

const before: Columns = { todo: [1, 2, 3], done: [4, 5] }

describe('moveFor', () => {
  it('reorders within a board by the task that held the new place', () => {
    expect(moveFor(1, before, { ...before, todo: [2, 3, 1] })).toEqual({
      kind: 'reorder',
      taskId: 1,
      targetTaskId: 3,
    })
    expect(moveFor(3, before, { ...before, todo: [3, 1, 2] })).toEqual({
      kind: 'reorder',
      taskId: 3,
      targetTaskId: 1,
    })
    expect(moveFor(2, before, before)).toBeNull()
  })

  it('inserts before the next task on another board, or goes to its end', () => {
    expect(moveFor(1, before, { todo: [2, 3], done: [4, 1, 5] })).toEqual({
      kind: 'reorder',
      taskId: 1,
      targetTaskId: 5,
    })
    expect(moveFor(1, before, { todo: [2, 3], done: [4, 5, 1] })).toEqual({
      kind: 'board',
      taskId: 1,
      newBoardId: 'done',
    })
  })
})

describe('moveAcross', () => {
  it('moves a task between columns, clamping the index', () => {
    expect(moveAcross(before, 2, 'done', 1)).toEqual({ todo: [1, 3], done: [4, 2, 5] })
    expect(moveAcross(before, 2, 'done', 99)).toEqual({ todo: [1, 3], done: [4, 5, 2] })
    expect(moveAcross(before, 2, 'todo', 0)).toBe(before)
  })
})

describe('placeTask', () => {
  const rect = { top: 100, height: 100 }
  it('puts the card above or below the card under the pointer', () => {
    expect(placeTask(before, 1, { id: 3, rect }, 180)).toEqual({ ...before, todo: [2, 3, 1] })
    expect(placeTask(before, 1, { id: 3, rect }, 120)).toEqual({ ...before, todo: [2, 1, 3] })
    expect(placeTask(before, 1, { id: 4, rect }, 120)).toEqual({ todo: [2, 3], done: [1, 4, 5] })
    expect(placeTask(before, 1, { id: 1, rect }, 120)).toBe(before)
  })

  it('without a pointer takes the place of the card reached', () => {
    expect(placeTask(before, 1, { id: 2, rect }, null)).toEqual({ ...before, todo: [2, 1, 3] })
    expect(placeTask(before, 3, { id: 2, rect }, null)).toEqual({ ...before, todo: [1, 3, 2] })
    expect(placeTask(before, 3, { id: 5, rect }, null)).toEqual({ todo: [1, 2], done: [4, 3, 5] })
  })

  it('goes to the end of a board dropped on as a whole', () => {
    expect(placeTask(before, 2, { id: 'column:done', rect }, 500)).toEqual({
      todo: [1, 3],
      done: [4, 5, 2],
    })
    expect(placeTask(before, 3, { id: 'column:todo', rect }, 500)).toBe(before)
  })
})
