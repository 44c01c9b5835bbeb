// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { CalendarEvent } from '../calendar.schema'
import { calendarKeys, useUpdateEvent } from './calendar.queries'

const updateEvent = vi.fn<(event: unknown) => Promise<CalendarEvent>>()
vi.mock('./calendar.api', () => ({ updateEvent: (event: unknown) => updateEvent(event) }))

const holiday: CalendarEvent = {
  id: 2,
  url: '',
  title: 'Bank holiday',
  start: '2026-11-08',
  end: '2026-11-09',
  allDay: true,
  extendedProps: { calendar: 'Holiday' },
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(calendarKeys.events(undefined), [holiday])
  client.setQueryData(calendarKeys.events(['Holiday']), [holiday])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, ...renderHook(() => useUpdateEvent(), { wrapper }) }
}

const moved = { ...holiday, start: '2026-11-17', end: '2026-11-18' }

describe('useUpdateEvent', () => {
  it('moves the event in every cached list at once', async () => {
    let answer: (event: CalendarEvent) => void = () => undefined
    updateEvent.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { client, result } = setup()
    act(() => result.current.mutate(moved))
    await waitFor(() =>
      expect(client.getQueryData(calendarKeys.events(['Holiday']))).toEqual([moved]),
    )
    expect(client.getQueryData(calendarKeys.events(undefined))).toEqual([moved])
    answer(moved)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
  })

  it('puts every list back when the server refuses', async () => {
    updateEvent.mockRejectedValue(new Error('Event not found'))
    const { client, result } = setup()
    act(() => result.current.mutate(moved))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(client.getQueryData(calendarKeys.events(undefined))).toEqual([holiday])
    expect(client.getQueryData(calendarKeys.events(['Holiday']))).toEqual([holiday])
  })
})
