import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Stands in for a request on a demo: busy for `ms` after `run()`, then `onDone`. The timer is
 * dropped if the page closes first, so nothing updates an unmounted card.
 */
export function useBusy(ms: number, onDone?: () => void) {
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  const run = useCallback(() => {
    clearTimeout(timer.current)
    setBusy(true)
    timer.current = setTimeout(() => {
      setBusy(false)
      done.current?.()
    }, ms)
  }, [ms])
  return [busy, run] as const
}
