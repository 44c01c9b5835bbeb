/**
 * A chunk whose fetch failed once (the worker restarting or updating, a flaky network before it
 * controls the page, a busy machine) is asked for again, twice, before the failure is the
 * caller's. Every dynamic import the screens depend on goes through this.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function importWithRetry<T>(load: () => Promise<T>, waits = [250, 1000]): Promise<T> {
  for (const wait of waits) {
    try {
      return await load()
    } catch {
      await pause(wait)
    }
  }
  return load()
}
