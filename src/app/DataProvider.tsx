import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { listenForChanges, queryClient } from './query-client'

/** Server data for the signed-in app: the query client, refreshed by writes in any tab. */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(() => listenForChanges(), [])
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
