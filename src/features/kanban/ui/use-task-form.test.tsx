// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { ApiRequestError } from '@/shared/api/api-error'
import type { Task } from '../kanban.schema'
import { useTaskForm } from './use-task-form'

const updateTask = vi.fn<(input: unknown) => Promise<Task>>()
vi.mock('../api/kanban.api', () => ({ updateTask: (input: unknown) => updateTask(input) }))

beforeAll(() => i18n.loadNamespaces('kanban'))

const task: Task = {
  id: 7,
  title: 'Renew the fleet policy',
  boardId: 'todo',
  description: '',
  dueDate: '2026-11-24T12:00:00.000Z',
  labels: ['Renewals'],
  attachments: [],
  comments: [],
  assignedTo: [{ title: 'John Doe', img: '/images/avatars/1.svg' }],
}

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const onSaved = vi.fn()
  return { onSaved, ...renderHook(() => useTaskForm(task, onSaved), { wrapper }) }
}

describe('useTaskForm', () => {
  it("puts the API's field errors on their fields, renamed ones included", async () => {
    updateTask.mockRejectedValue(
      new ApiRequestError(400, 'bad_request', 'Invalid data.title', {
        'data.title': 'This title is already on the board',
        'data.dueDate': 'Expected an ISO date',
        'data.labels.1': 'A label cannot be empty',
      }),
    )
    const { result, onSaved } = setup()
    act(() => result.current.submit())
    await waitFor(() =>
      expect(result.current.form.errors).toEqual({
        title: 'This title is already on the board',
        day: 'Expected an ISO date',
        labels: 'A label cannot be empty',
      }),
    )
    expect(onSaved).not.toHaveBeenCalled()
  })

  it("checks the contract's rules before sending: an empty title is refused in place", () => {
    const { result } = setup()
    updateTask.mockClear()
    act(() => result.current.form.setFieldValue('title', '   '))
    act(() => result.current.submit())
    expect(result.current.form.errors.title).toBe('A title is required')
    expect(updateTask).not.toHaveBeenCalled()
  })

  it('sends the changes in the shape of update-task', async () => {
    updateTask.mockResolvedValue(task)
    const { result, onSaved } = setup()
    act(() => result.current.form.setFieldValue('day', '2026-12-01'))
    act(() => result.current.submit())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(updateTask.mock.lastCall?.[0]).toMatchObject({
      id: 7,
      title: 'Renew the fleet policy',
      dueDate: '2026-12-01T12:00:00.000Z',
      assignedTo: task.assignedTo,
    })
  })
})
