/**
 * Asks for a sync soon, never twice at once: requests within `delay` of each other make one run,
 * and a request while a run is under way makes one more run after it (what changed meanwhile).
 */
export interface SyncScheduler {
  request: () => void
  stop: () => void
}

export function createSyncScheduler(run: () => Promise<unknown>, delay = 250): SyncScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let again = false
  let stopped = false

  const start = () => {
    timer = undefined
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    // A failed run is in the status the worker reports (offline, error); nothing to do here.
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false
        if (again && !stopped) {
          again = false
          start()
        }
      })
  }

  return {
    request: () => {
      if (stopped) return
      clearTimeout(timer)
      timer = setTimeout(start, delay)
    },
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
