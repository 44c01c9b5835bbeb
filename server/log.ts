/**
 * Structured logs: one JSON line per event on stdout (errors on stderr), with the time, the level
 * and the event's fields. A field whose name says it holds a secret (a password, a token, an
 * authorization, a key) is never written, whatever a caller passes.
 */
export type Fields = Record<string, unknown>

export interface Log {
  info(event: string, fields?: Fields): void
  error(event: string, fields?: Fields): void
}

const SECRET = /pass|token|authori[sz]ation|secret|cookie|key/i

/** The fields as they may be written: secrets dropped, errors reduced to their message. */
export function redact(fields: Fields): Fields {
  const safe: Fields = {}
  for (const [name, value] of Object.entries(fields)) {
    if (SECRET.test(name)) continue
    safe[name] = value instanceof Error ? `${value.name}: ${value.message}` : value
  }
  return safe
}

export function jsonLog(
  write = (line: string, error: boolean) => {
    ;(error ? process.stderr : process.stdout).write(`${line}\n`)
  },
): Log {
  const emit = (level: 'info' | 'error', event: string, fields: Fields = {}) =>
    write(
      JSON.stringify({ time: new Date().toISOString(), level, event, ...redact(fields) }),
      level === 'error',
    )
  return {
    info: (event, fields) => emit('info', event, fields),
    error: (event, fields) => emit('error', event, fields),
  }
}
