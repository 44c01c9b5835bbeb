/**
 * msw reads `localStorage` when its module loads, and a service worker has none: without this
 * in-memory Storage the worker dies with "Failed to create a CookieStore". Import it first.
 */
/** The Web Storage methods msw calls; a worker's lib has no `Storage` type. */
class MemoryStorage {
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear() {
    this.#items.clear()
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }
}

// The worker's code compiles without the DOM, whose globals declare `localStorage`.
if (!Reflect.get(globalThis, 'localStorage')) {
  Reflect.set(globalThis, 'localStorage', new MemoryStorage())
}

export {}
