import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { Board, Task } from '@/features/kanban/kanban.schema'
import { kanbanBoards, kanbanTasks } from './kanban.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const api = <T>(accessToken: string | null, method: string, path: string, body?: unknown) =>
  call<T & ErrorBody>(method, `/apps/kanban/${path}`, { token: accessToken, body })
const order = (tasks: Task[]) => tasks.map((task) => `${task.boardId}:${task.id}`)

describe('GET boards and tasks', () => {
  it('lists the seeded boards and the tasks in board order', async () => {
    const t = await token()
    const boards = await api<Board[]>(t, 'GET', 'boards')
    expect(boards.status).toBe(200)
    expect(boards.body).toEqual([
      { id: 'todo', title: 'To do' },
      { id: 'in-progress', title: 'In progress' },
      { id: 'done', title: 'Done' },
    ])
    const tasks = await api<Task[]>(t, 'GET', 'tasks')
    expect(order(tasks.body)).toEqual([
      'todo:1',
      'todo:2',
      'in-progress:3',
      'in-progress:4',
      'done:5',
      'done:6',
    ])
    expect(Object.keys(tasks.body[0]!).sort()).toEqual(
      [
        'assignedTo',
        'attachments',
        'boardId',
        'comments',
        'coverImage',
        'description',
        'dueDate',
        'id',
        'labels',
        'title',
      ].sort(),
    )
  })

  it('needs a bearer (401) and the kanban ability (403)', async () => {
    expect((await api(null, 'GET', 'tasks')).status).toBe(401)
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const [method, path] of [
      ['GET', 'boards'],
      ['GET', 'tasks'],
      ['POST', 'add-task'],
      ['POST', 'add-board'],
      ['DELETE', 'delete-board'],
      ['DELETE', 'clear-tasks'],
    ] as const) {
      const data = method === 'DELETE' ? 'todo' : { title: 'x', boardId: 'todo', id: 'x' }
      const body = method === 'GET' ? undefined : { data }
      expect((await api(accessToken, method, path, body)).status, path).toBe(403)
    }
    expect(await kanbanTasks().count()).toBe(6)
    expect(await kanbanBoards().count()).toBe(3)
  })
})

describe('POST reorder-tasks', () => {
  it('moves a task down and up within its board', async () => {
    const t = await token()
    await api(t, 'POST', 'add-task', { data: { title: 'Third', boardId: 'todo' } })
    const down = await api<Task[]>(t, 'POST', 'reorder-tasks', {
      data: { taskId: 1, targetTaskId: 7 },
    })
    expect(down.status).toBe(200)
    expect(order(down.body).slice(0, 3)).toEqual(['todo:2', 'todo:7', 'todo:1'])
    const up = await api<Task[]>(t, 'POST', 'reorder-tasks', {
      data: { taskId: 1, targetTaskId: 2 },
    })
    expect(order(up.body).slice(0, 3)).toEqual(['todo:1', 'todo:2', 'todo:7'])
  })

  it('moves a task onto another board at the target position, after a reload too', async () => {
    const t = await token()
    const result = await api<Task[]>(t, 'POST', 'reorder-tasks', {
      data: { taskId: 1, targetTaskId: 4 },
    })
    expect(order(result.body)).toEqual([
      'todo:2',
      'in-progress:3',
      'in-progress:1',
      'in-progress:4',
      'done:5',
      'done:6',
    ])
    expect(order((await api<Task[]>(t, 'GET', 'tasks')).body)).toEqual(order(result.body))
  })

  it('answers 404 for unknown tasks and 400 for malformed bodies', async () => {
    const t = await token()
    const missing = await api(t, 'POST', 'reorder-tasks', { data: { taskId: 99, targetTaskId: 1 } })
    expect(missing.status).toBe(404)
    const bad = await api(t, 'POST', 'reorder-tasks', { data: { taskId: 'one', targetTaskId: 1 } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty(['data.taskId'])
    expect((await api(t, 'POST', 'reorder-tasks', { taskId: 1, targetTaskId: 2 })).status).toBe(400)
  })
})

describe('POST update-task-board', () => {
  it('sends the task to the end of the new board', async () => {
    const t = await token()
    const result = await api<Task[]>(t, 'POST', 'update-task-board', {
      data: { taskId: 1, newBoardId: 'done' },
    })
    expect(result.status).toBe(200)
    expect(order(result.body).slice(-3)).toEqual(['done:5', 'done:6', 'done:1'])
  })

  it('answers 404 for an unknown task or board, 400 for a missing field', async () => {
    const t = await token()
    const move = (data: unknown) => api(t, 'POST', 'update-task-board', { data })
    expect((await move({ taskId: 1, newBoardId: 'nope' })).status).toBe(404)
    expect((await move({ taskId: 42, newBoardId: 'done' })).status).toBe(404)
    const bad = await move({ taskId: 1 })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty(['data.newBoardId'])
  })
})

describe('POST add-task', () => {
  it('creates a task with the next id, empty lists and a due date two days ahead', async () => {
    const t = await token()
    const result = await api<{ newTask: Task }>(t, 'POST', 'add-task', {
      data: { title: 'Call the Vega family', boardId: 'in-progress' },
    })
    expect(result.status).toBe(201)
    const { newTask } = result.body
    expect(newTask).toMatchObject({
      id: 7,
      title: 'Call the Vega family',
      boardId: 'in-progress',
      labels: [],
      attachments: [],
      comments: [],
      assignedTo: [],
    })
    const ahead = Date.parse(newTask.dueDate) - Date.now()
    expect(ahead).toBeGreaterThan(47 * 3600_000)
    expect(ahead).toBeLessThanOrEqual(48 * 3600_000)
    const tasks = (await api<Task[]>(t, 'GET', 'tasks')).body
    expect(order(tasks)).toContain('in-progress:7')
    expect(order(tasks).indexOf('in-progress:7')).toBe(4)
  })

  it('rejects a blank title (400) and an unknown board (404)', async () => {
    const t = await token()
    const blank = await api(t, 'POST', 'add-task', { data: { title: '  ', boardId: 'todo' } })
    expect(blank.status).toBe(400)
    expect(blank.body.error.fields).toHaveProperty(['data.title'])
    const missing = await api(t, 'POST', 'add-task', { data: { title: 'x', boardId: 'nope' } })
    expect(missing.status).toBe(404)
    expect(await kanbanTasks().count()).toBe(6)
  })
})

describe('boards', () => {
  it('adds, renames, clears and deletes a board', async () => {
    const t = await token()
    const added = await api<Board>(t, 'POST', 'add-board', {
      data: { id: 'review', title: 'Review' },
    })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ id: 'review', title: 'Review' })
    const renamed = await api<Board>(t, 'POST', 'update-board', {
      data: { id: 'review', title: 'Peer review' },
    })
    expect(renamed.body).toEqual({ id: 'review', title: 'Peer review' })
    const boards = (await api<Board[]>(t, 'GET', 'boards')).body
    expect(boards.map((board) => board.title)).toEqual([
      'To do',
      'In progress',
      'Done',
      'Peer review',
    ])

    await api(t, 'POST', 'add-task', { data: { title: 'One', boardId: 'review' } })
    expect((await api(t, 'DELETE', 'clear-tasks', { data: 'review' })).status).toBe(200)
    expect(await kanbanTasks().where('boardId').equals('review').count()).toBe(0)
    expect(await kanbanTasks().count()).toBe(6)
    expect((await api(t, 'DELETE', 'delete-board', { data: 'review' })).status).toBe(200)
    expect(await kanbanBoards().get('review')).toBeUndefined()
  })

  it('deleting a board deletes its tasks; clearing leaves the board', async () => {
    const t = await token()
    expect((await api(t, 'DELETE', 'clear-tasks', { data: 'todo' })).status).toBe(200)
    expect(await kanbanBoards().get('todo')).toBeDefined()
    expect((await api(t, 'DELETE', 'delete-board', { data: 'done' })).status).toBe(200)
    expect(order((await api<Task[]>(t, 'GET', 'tasks')).body)).toEqual([
      'in-progress:3',
      'in-progress:4',
    ])
  })

  it('answers 400 for a taken id or a bad body, 404 for an unknown board', async () => {
    const t = await token()
    const taken = await api(t, 'POST', 'add-board', { data: { id: 'todo', title: 'Again' } })
    expect(taken.status).toBe(400)
    expect(taken.body.error.fields).toHaveProperty(['data.id'])
    expect((await api(t, 'POST', 'add-board', { data: { id: 'x' } })).status).toBe(400)
    expect((await api(t, 'POST', 'add-board', { data: { id: 5, title: 'x' } })).status).toBe(400)
    const rename = await api(t, 'POST', 'update-board', { data: { id: 'nope', title: 'x' } })
    expect(rename.status).toBe(404)
    expect((await api(t, 'DELETE', 'delete-board', { data: 'nope' })).status).toBe(404)
    expect((await api(t, 'DELETE', 'clear-tasks', { data: 'nope' })).status).toBe(404)
    const noBody = await api(t, 'DELETE', 'delete-board')
    expect(noBody.status).toBe(400)
    expect(noBody.body.error.fields).toHaveProperty(['data'])
    expect((await api(t, 'DELETE', 'clear-tasks', { data: 3 })).status).toBe(400)
    expect(await kanbanBoards().count()).toBe(3)
  })
})

describe('POST update-task', () => {
  it('changes the fields given and keeps the others', async () => {
    const t = await token()
    const result = await api<Task>(t, 'POST', 'update-task', {
      data: {
        id: 2,
        title: 'Renew Herrera fleet',
        labels: ['Renewals', 'Urgent', 'Urgent'],
        dueDate: '2026-12-03',
        comments: [{ name: 'John Doe', img: '/images/avatars/1.svg', comment: 'On it.' }],
      },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      id: 2,
      boardId: 'todo',
      title: 'Renew Herrera fleet',
      labels: ['Renewals', 'Urgent'],
      dueDate: '2026-12-03',
    })
    expect(result.body.attachments).toHaveLength(1)
    expect((await kanbanTasks().get(2))?.title).toBe('Renew Herrera fleet')
  })

  it('removes the cover with null and moves a task to the end of another board', async () => {
    const t = await token()
    const result = await api<Task>(t, 'POST', 'update-task', {
      data: { id: 1, coverImage: null, boardId: 'done' },
    })
    expect(result.body).not.toHaveProperty('coverImage')
    expect(order((await api<Task[]>(t, 'GET', 'tasks')).body).at(-1)).toBe('done:1')
  })

  it('keeps a file attachment as a data URL and refuses one that is not', async () => {
    const t = await token()
    const pdf = {
      name: 'policy.pdf',
      img: '/images/kanban/file-pdf.svg',
      size: 4,
      url: 'data:application/pdf;base64,JVBERg==',
    }
    const result = await api<Task>(t, 'POST', 'update-task', {
      data: { id: 3, attachments: [pdf] },
    })
    expect(result.status).toBe(200)
    expect((await kanbanTasks().get(3))?.attachments).toEqual([pdf])
    const script = { ...pdf, url: 'javascript:alert(1)' }
    const refused = await api(t, 'POST', 'update-task', { data: { id: 3, attachments: [script] } })
    expect(refused.status).toBe(400)
    expect((await kanbanTasks().get(3))?.attachments).toEqual([pdf])
  })

  it('rejects unknown fields, bad values and unknown ids', async () => {
    const t = await token()
    const update = (data: unknown) => api(t, 'POST', 'update-task', { data })
    const unknown = await update({ id: 1, colour: 'red' })
    expect(unknown.status).toBe(400)
    expect((await update({ id: 1, position: 4 })).status).toBe(400)
    expect((await update({ id: 1, newId: 4 })).status).toBe(400)
    expect((await update({ id: 1, title: '' })).status).toBe(400)
    expect((await update({ id: 1, dueDate: 'tomorrow' })).status).toBe(400)
    expect((await update({ id: 1, labels: 'Claims' })).status).toBe(400)
    expect((await update({ id: 1, coverImage: 'javascript:alert(1)' })).status).toBe(400)
    const badComment = await update({ id: 1, comments: [{ name: 'x', comment: 'y' }] })
    expect(badComment.body.error.fields).toHaveProperty(['data.comments.0.img'])
    expect((await update({ title: 'x' })).status).toBe(400)
    expect((await update({ id: 99, title: 'x' })).status).toBe(404)
    expect((await update({ id: 1, boardId: 'nope' })).status).toBe(404)
    expect((await kanbanTasks().get(1))?.title).toBe('Review the Ortega windscreen claim')
  })
})

describe('DELETE delete-task', () => {
  it('deletes one task, 404 for an unknown one', async () => {
    const t = await token()
    expect((await api(t, 'DELETE', 'delete-task', { data: 1 })).status).toBe(200)
    expect(await kanbanTasks().get(1)).toBeUndefined()
    expect((await api(t, 'DELETE', 'delete-task', { data: 1 })).status).toBe(404)
    expect((await api(t, 'DELETE', 'delete-task', { data: 'x' })).status).toBe(400)
  })
})
