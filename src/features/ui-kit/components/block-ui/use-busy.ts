import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A "busy" flag for a demo's blocked region: `start()` blocks, and the block lifts by itself
 * after `releaseAfter` ms (calling `onDone`, as a finished request would) or at once with
 * `release()`, as a Cancel button does. The timer dies with the component.
 */
export function useBusy(releaseAfter: number, onDone?: () => void) {
  const [busy, setBusy] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  })
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const start = useCallback(() => {
    window.clearTimeout(timer.current)
    setBusy(true)
    timer.current = window.setTimeout(() => {
      setBusy(false)
      done.current?.()
    }, releaseAfter)
  }, [releaseAfter])

  const release = useCallback(() => {
    window.clearTimeout(timer.current)
    setBusy(false)
  }, [])

  return { busy, start, release }
}
