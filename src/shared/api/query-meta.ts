/**
 * What queries and mutations say about themselves, typed for every `useQuery` and
 * `useMutation` through TanStack Query's `Register`: the tables a query reads, the tables a
 * write changes, and the i18n key of the toast a failed write shows.
 */
import '@tanstack/react-query'

export interface AppQueryMeta extends Record<string, unknown> {
  /** The tables the query reads; a write to any of them refetches it (`*`: every table). */
  tables?: readonly string[]
}

export interface AppMutationMeta extends Record<string, unknown> {
  /** The tables the write changes; every query reading one refetches when it settles. */
  tables?: readonly string[]
  /** The i18n key of the one toast shown when the write fails; none when the screen says it. */
  errorMessage?: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
    mutationMeta: AppMutationMeta
  }
}
