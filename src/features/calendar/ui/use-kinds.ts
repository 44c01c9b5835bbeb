import { useState } from 'react'
import type { CalendarKind } from '../calendar.schema'
import { kindsToParam, selectedKinds } from './calendar-search'

/**
 * The kinds shown. A click shows at once and is written to the URL behind it (the router
 * commits a navigation a moment later); back and forward still lead, because a URL the state
 * was not made from replaces it.
 */
export function useKinds(param: string | undefined, write: (param: string | undefined) => void) {
  const [state, setState] = useState(() => ({ from: param, kinds: selectedKinds(param) }))
  const kinds = state.from === param ? state.kinds : selectedKinds(param)
  if (state.from !== param) setState({ from: param, kinds })

  const change = (update: (current: readonly CalendarKind[]) => CalendarKind[]) => {
    const next = update(kinds)
    setState({ from: param, kinds: next })
    write(kindsToParam(next))
  }
  return [kinds, change] as const
}
