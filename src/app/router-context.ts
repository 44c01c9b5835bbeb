import type { QueryClient } from '@tanstack/react-query'

/**
 * What every route's `beforeLoad` and `loader` receive. The query client comes through a getter
 * so that the sign-in screen does not ship TanStack Query: loaders `await loadQueryClient()`.
 */
export interface RouterContext {
  loadQueryClient: () => Promise<QueryClient>
}
