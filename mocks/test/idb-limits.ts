/**
 * The limits a browser's IndexedDB enforces and fake-indexeddb does not: a cursor's `advance()`
 * and `getAll()`'s count are WebIDL `[EnforceRange] unsigned long`, so Chromium throws a
 * TypeError past 2^32 - 1 (a huge page's offset was a 500 in the browser and a 200 here).
 */
const UNSIGNED_LONG_MAX = 2 ** 32 - 1

function enforceRange(count: unknown): void {
  if (typeof count === 'number' && (!Number.isFinite(count) || count > UNSIGNED_LONG_MAX))
    throw new TypeError(`Value is outside the 'unsigned long' value range.`)
}

const advance = IDBCursor.prototype.advance
IDBCursor.prototype.advance = function (this: IDBCursor, count: number) {
  enforceRange(count)
  advance.call(this, count)
}

for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
  for (const name of ['getAll', 'getAllKeys'] as const) {
    const original: unknown = proto[name]
    if (typeof original !== 'function') continue
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        enforceRange(args[1])
        return Reflect.apply(original, this, args)
      },
    })
  }
}
