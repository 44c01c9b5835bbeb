// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import '@/shared/i18n/i18n'
import { ApiRequestError } from './api-error'
import { useAppMutation } from './mutation'
import { createMutationCache } from './mutation-cache'

// A spy on the real module rather than vi.mock: the unit tier shares modules between files
// (`isolate: false`), so the toast module may already be loaded, unmocked, by another file.
const show = vi.spyOn(notifications, 'show').mockImplementation(() => '')

beforeEach(() => show.mockClear())

function setup() {
  const client = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData(['tasks'], ['a', 'b'])
  client.setQueryData(['events'], ['e'])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  // Two observed queries: one reads the table the write changes, one does not.
  const tasksFn = vi.fn(() => Promise.resolve(['a', 'b', 'c']))
  const eventsFn = vi.fn(() => Promise.resolve(['e']))
  const useTwoQueries = () => {
    useQuery({ queryKey: ['tasks'], queryFn: tasksFn, meta: { tables: ['todoTasks'] } })
    useQuery({ queryKey: ['events'], queryFn: eventsFn, meta: { tables: ['calendarEvents'] } })
  }
  return { client, wrapper, tasksFn, eventsFn, useTwoQueries }
}

describe('useAppMutation', () => {
  it("shows exactly one toast, from the meta's i18n key, when the write fails", async () => {
    const { wrapper } = setup()
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: () => Promise.reject(new Error('boom')),
          errorMessage: 'shell.errors.saveFailed',
        }),
      { wrapper },
    )
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(show).toHaveBeenCalledOnce()
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      color: 'red',
      message: 'The change could not be saved',
    })
  })

  it("puts the API's own message under the toast's title for a refused input", async () => {
    const { wrapper } = setup()
    const refused = new ApiRequestError(400, 'bad_request', 'The end cannot be before the start')
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: () => Promise.reject(refused),
          errorMessage: 'shell.errors.saveFailed',
        }),
      { wrapper },
    )
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(show).toHaveBeenCalledOnce()
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      title: 'The change could not be saved',
      message: 'The end cannot be before the start',
    })
  })

  it('shows no toast when the screen says the failure itself', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(
      () =>
        useAppMutation({ mutationFn: () => Promise.reject(new Error('x')), errorMessage: null }),
      { wrapper },
    )
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(show).not.toHaveBeenCalled()
  })

  it('refetches the queries that read the tables it declares, and only those', async () => {
    const { wrapper, tasksFn, eventsFn, useTwoQueries } = setup()
    const { result } = renderHook(
      () => {
        useTwoQueries()
        return useAppMutation({
          mutationFn: () => Promise.resolve('ok'),
          tables: ['todoTasks'],
          errorMessage: 'shell.errors.saveFailed',
        })
      },
      { wrapper },
    )
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(tasksFn).toHaveBeenCalledOnce()
    expect(eventsFn).not.toHaveBeenCalled()
    expect(show).not.toHaveBeenCalled()
  })

  it('applies an optimistic change at once and puts it back when the write fails', async () => {
    const { client, wrapper } = setup()
    let refuse: (error: Error) => void = () => undefined
    const answer = new Promise<void>((_, reject) => (refuse = reject))
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: (_item: string) => answer,
          errorMessage: 'shell.errors.saveFailed',
          optimistic: {
            queryKey: ['tasks'],
            apply: (queryClient, item: string) =>
              queryClient.setQueryData<string[]>(['tasks'], (tasks) => [...(tasks ?? []), item]),
          },
        }),
      { wrapper },
    )
    act(() => result.current.mutate('c'))
    // Synchronously: a dropped card must not jump back for a frame.
    expect(client.getQueryData(['tasks'])).toEqual(['a', 'b', 'c'])
    act(() => refuse(new Error('refused')))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(client.getQueryData(['tasks'])).toEqual(['a', 'b'])
    expect(show).toHaveBeenCalledOnce()
  })
})
