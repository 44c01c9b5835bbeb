/**
 * An installed app may stay open for days: look for a new release every hour, and when the page
 * becomes visible or regains focus (at most every few minutes, so that switching windows does
 * not fetch the worker script each time). A release found shows the update prompt (worker.ts).
 */
export const UPDATE_EVERY_MS = 60 * 60 * 1000
export const UPDATE_MIN_GAP_MS = 5 * 60 * 1000

export interface UpdateCheckOptions {
  /** Asks the browser to look for a new worker script (`registration.update()`). */
  check: () => void
  every?: number
  minGap?: number
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
}

/** Starts the checks (the registration itself was the first); returns a function that stops them. */
export function scheduleUpdateChecks({
  check,
  every = UPDATE_EVERY_MS,
  minGap = UPDATE_MIN_GAP_MS,
  win = window,
  doc = document,
}: UpdateCheckOptions): () => void {
  let last = Date.now()
  const run = () => {
    last = Date.now()
    check()
  }
  const soon = () => {
    if (Date.now() - last >= minGap) run()
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') soon()
  }
  const timer = setInterval(run, every)
  doc.addEventListener('visibilitychange', onVisibility)
  win.addEventListener('focus', soon)
  return () => {
    clearInterval(timer)
    doc.removeEventListener('visibilitychange', onVisibility)
    win.removeEventListener('focus', soon)
  }
}
