// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CalendarKind } from '../calendar.schema'
import { useKinds } from './use-kinds'

const without = (kind: CalendarKind) => (current: readonly CalendarKind[]) =>
  current.filter((k) => k !== kind)

describe('useKinds', () => {
  it('shows two quick clicks at once, before the URL has caught up, and writes both', () => {
    const write = vi.fn<(param: string | undefined) => void>()
    const { result } = renderHook(() => useKinds(undefined, write))
    act(() => result.current[1](without('Holiday')))
    act(() => result.current[1](without('Family')))
    expect(result.current[0]).toEqual(['Business', 'Personal', 'ETC'])
    expect(write).toHaveBeenLastCalledWith('Business,Personal,ETC')
  })

  it('follows the URL when it changes on its own (back and forward)', () => {
    const write = vi.fn<(param: string | undefined) => void>()
    const { result, rerender } = renderHook(({ param }) => useKinds(param, write), {
      initialProps: { param: undefined as string | undefined },
    })
    act(() => result.current[1](without('ETC')))
    rerender({ param: 'Holiday' })
    expect(result.current[0]).toEqual(['Holiday'])
    rerender({ param: 'none' })
    expect(result.current[0]).toEqual([])
    expect(write).toHaveBeenCalledTimes(1)
  })
})
