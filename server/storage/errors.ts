/** Dexie's error names, so a handler's `error.name === 'ConstraintError'` reads both stores. */
export function storeError(
  name: 'ConstraintError' | 'DataError' | 'SchemaError' | 'BulkError',
  message: string,
): Error {
  const error = new Error(message)
  error.name = name
  return error
}
