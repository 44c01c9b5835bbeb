import { withStatus } from '@mocks/kernel/reply'
import { itemWith } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { todoEndpoints as api } from '@/features/todo/todo.endpoints'
import type { Task, TodoSort } from '@/features/todo/todo.schema'
import { activePeople } from '@mocks/users/people'
import { todoTasks, type TaskRow } from './todo.table'

// One collator, not one per comparison (`localeCompare` with a locale builds one each call).
const byText = new Intl.Collator('en', { sensitivity: 'base' }).compare
const latest = (a: TaskRow, b: TaskRow) => b.id - a.id
const dueTime = (task: TaskRow) =>
  task.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(task.dueDate)

/** Ties fall back to the newest first, so every order is total and stable. */
const ORDERS: Record<TodoSort, (a: TaskRow, b: TaskRow) => number> = {
  latest,
  'title-asc': (a, b) => byText(a.title, b.title) || latest(a, b),
  'title-desc': (a, b) => byText(b.title, a.title) || latest(a, b),
  // Unassigned tasks go last.
  assignee: (a, b) => {
    if (!a.assignee || !b.assignee) return Number(!a.assignee) - Number(!b.assignee) || latest(a, b)
    return byText(a.assignee.fullName, b.assignee.fullName) || latest(a, b)
  },
  // Tasks without a due date go last.
  'due-date': (a, b) => {
    const [x, y] = [dueTime(a), dueTime(b)]
    return x === y ? latest(a, b) : x < y ? -1 : 1
  },
}

const uniqueTags = <T extends { tags?: Task['tags'] }>(task: T): T =>
  task.tags ? { ...task, tags: [...new Set(task.tags)] } : task

const taskOrThrow = (id: number) => getOrThrow(todoTasks(), id, 'Task')

const list = route(api.tasks, {
  async handle({ query }) {
    const needle = query.q?.trim().toLowerCase() ?? ''
    const rows = await todoTasks().toArray()
    const picked = rows.filter((task) => {
      if (query.filter === 'deleted') {
        if (!task.isDeleted) return false
      } else {
        if (task.isDeleted) return false
        if (query.filter === 'important' && !task.isImportant) return false
        if (query.filter === 'completed' && !task.isCompleted) return false
      }
      if (query.tag && !task.tags.includes(query.tag)) return false
      return !needle || task.title.toLowerCase().includes(needle)
    })
    return picked.sort(ORDERS[query.sortBy ?? 'latest'])
  },
})

/** The people a task may be assigned to: the active user records (mocks/users/people.ts). */
const assignees = route(api.assignees, {
  handle: async () => (await activePeople()).map(({ fullName, avatar }) => ({ fullName, avatar })),
})

const add = route(api.add, {
  async handle({ body }) {
    const task: TaskRow = { id: await nextId(todoTasks()), ...uniqueTags(body.task) }
    await todoTasks().add(task)
    return withStatus(task, 201)
  },
})

const update = route(api.update, {
  roundTrip: {
    read: '/apps/todo/tasks',
    pick: itemWith(17),
    change: { title: 'Reconcile the December payments' },
    wrap: (task) => ({ task }),
  },
  async handle({ body }) {
    const stored = await taskOrThrow(body.task.id)
    const changes = Object.fromEntries(
      Object.entries(uniqueTags(body.task)).filter(([, value]) => value !== undefined),
    )
    const task: TaskRow = { ...stored, ...changes, id: stored.id }
    await todoTasks().put(task)
    return task
  },
})

/** Deleting is soft: the task moves to the deleted filter, from where it can be restored. */
const remove = route(api.remove, {
  async handle({ body }) {
    const task = { ...(await taskOrThrow(body.taskId)), isDeleted: true }
    await todoTasks().put(task)
    return task
  },
})

export const todoRoutes = [list, assignees, add, update, remove]
