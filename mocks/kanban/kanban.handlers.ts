import { now } from '@mocks/kernel/draws'
import { badRequest } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { itemWith } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { activePeople } from '@mocks/users/people'
import { kanbanEndpoints as api } from '@/features/kanban/kanban.endpoints'
import type { Task } from '@/features/kanban/kanban.schema'
import {
  inPosition,
  moveToTarget,
  renumber,
  tasksInBoardOrder,
  toBoard,
  toTask,
} from './kanban.order'
import { kanbanBoards, kanbanTasks, type BoardRow, type TaskRow } from './kanban.table'

const DAY = 24 * 60 * 60 * 1000

const boardOrThrow = (id: string) => getOrThrow(kanbanBoards(), id, 'Board')
const taskOrThrow = (id: number) => getOrThrow(kanbanTasks(), id, 'Task')

const boardTasks = (boardId: string) => kanbanTasks().where('boardId').equals(boardId).toArray()

async function allTasks(): Promise<Task[]> {
  const [boards, tasks] = await Promise.all([kanbanBoards().toArray(), kanbanTasks().toArray()])
  return tasksInBoardOrder(boards, tasks)
}

/** The next position at the end of a board. */
async function endOf(boardId: string, except?: number): Promise<number> {
  const tasks = (await boardTasks(boardId)).filter((task) => task.id !== except)
  return tasks.reduce((last, task) => Math.max(last, task.position + 1), 0)
}

const listBoards = route(api.boards, {
  async handle() {
    return (await kanbanBoards().orderBy('order').toArray()).map(toBoard)
  },
})

const listTasks = route(api.tasks, {
  handle: allTasks,
})

const reorderTasks = route(api.reorderTasks, {
  async handle({ body: { data } }) {
    const moved = await taskOrThrow(data.taskId)
    const target = await taskOrThrow(data.targetTaskId)
    if (moved.id !== target.id) {
      const [source, destination] = await Promise.all([
        boardTasks(moved.boardId),
        boardTasks(target.boardId),
      ])
      await kanbanTasks().bulkPut(moveToTarget(moved, target, source, destination))
    }
    return allTasks()
  },
})

const updateTaskBoard = route(api.updateTaskBoard, {
  async handle({ body: { data } }) {
    const task = await taskOrThrow(data.taskId)
    await boardOrThrow(data.newBoardId)
    const position = await endOf(data.newBoardId, task.id)
    await kanbanTasks().put({ ...task, boardId: data.newBoardId, position })
    if (task.boardId !== data.newBoardId) {
      const left = inPosition(await boardTasks(task.boardId))
      await kanbanTasks().bulkPut(renumber(left))
    }
    return allTasks()
  },
})

const addTask = route(api.addTask, {
  async handle({ body: { data } }) {
    await boardOrThrow(data.boardId)
    const next: TaskRow = {
      id: await nextId(kanbanTasks()),
      title: data.title,
      boardId: data.boardId,
      description: data.description ?? '',
      dueDate: new Date(now().getTime() + 2 * DAY).toISOString(),
      labels: [],
      attachments: [],
      comments: [],
      assignedTo: [],
      position: await endOf(data.boardId),
    }
    await kanbanTasks().add(next)
    return withStatus({ newTask: toTask(next) }, 201)
  },
})

const addBoard = route(api.addBoard, {
  async handle({ body: { data } }) {
    if (await kanbanBoards().get(data.id)) {
      throw badRequest('A board with this id already exists', {
        'data.id': 'This id is already taken',
      })
    }
    const last = await kanbanBoards().orderBy('order').last()
    const next: BoardRow = { id: data.id, title: data.title, order: (last?.order ?? -1) + 1 }
    await kanbanBoards().add(next)
    return withStatus(toBoard(next), 201)
  },
})

const updateBoard = route(api.updateBoard, {
  roundTrip: {
    read: '/apps/kanban/boards',
    pick: itemWith('todo'),
    change: { title: 'Next up' },
    wrap: (data) => ({ data }),
  },
  async handle({ body: { data } }) {
    const board = await boardOrThrow(data.id)
    const next = { ...board, title: data.title }
    await kanbanBoards().put(next)
    return toBoard(next)
  },
})

const updateTask = route(api.updateTask, {
  roundTrip: {
    read: '/apps/kanban/tasks',
    pick: itemWith(1),
    change: { title: 'Review the Ortega windscreen claim again' },
    wrap: (data) => ({ data }),
  },
  async handle({ body: { data } }) {
    const { id, coverImage, ...changes } = data
    const task = await taskOrThrow(id)
    const next: TaskRow = { ...task, ...changes }
    if (coverImage === null) delete next.coverImage
    else if (coverImage !== undefined) next.coverImage = coverImage
    if (changes.boardId !== undefined && changes.boardId !== task.boardId) {
      // A task sent to another board joins it at the end.
      await boardOrThrow(changes.boardId)
      next.position = await endOf(changes.boardId)
    }
    await kanbanTasks().put(next)
    return toTask(next)
  },
})

const deleteBoard = route(api.deleteBoard, {
  async handle({ body: { data } }) {
    await boardOrThrow(data)
    await kanbanTasks().where('boardId').equals(data).delete()
    await kanbanBoards().delete(data)
    return { id: data }
  },
})

const clearTasks = route(api.clearTasks, {
  async handle({ body: { data } }) {
    await boardOrThrow(data)
    await kanbanTasks().where('boardId').equals(data).delete()
    return { id: data }
  },
})

/** Not in the contract: who a task may be assigned to, the active user records. */
const listAssignees = route(api.assignees, {
  handle: async () =>
    (await activePeople()).map(({ fullName, avatar }) => ({ title: fullName, img: avatar })),
})

/** Not in the contract: the task drawer's delete button needs it. */
const deleteTask = route(api.deleteTask, {
  async handle({ body: { data } }) {
    const task = await taskOrThrow(data)
    await kanbanTasks().delete(task.id)
    await kanbanTasks().bulkPut(renumber(inPosition(await boardTasks(task.boardId))))
    return { id: data }
  },
})

export const kanbanRoutes = [
  listBoards,
  listTasks,
  reorderTasks,
  updateTaskBoard,
  addTask,
  addBoard,
  updateBoard,
  updateTask,
  deleteBoard,
  clearTasks,
  deleteTask,
  listAssignees,
]
