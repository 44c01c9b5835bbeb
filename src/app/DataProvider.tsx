import { ModalsProvider } from '@mantine/modals'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { listenForChanges, queryClient } from './query-client'

/**
 * Server data for the signed-in app: the query client, refreshed by writes in any tab, and the
 * host of the confirm dialogs (kept here, off the sign-in screen's bundle).
 */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(() => listenForChanges(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>{children}</ModalsProvider>
    </QueryClientProvider>
  )
}
