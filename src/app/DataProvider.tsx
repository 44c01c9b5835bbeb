import { ModalsProvider } from '@mantine/modals'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { startSessionKeeper } from '@/shared/auth/keep-alive'
import { listenForChanges, queryClient } from './query-client'

/**
 * Server data for the signed-in app: the query client, refreshed by writes in any tab, and the
 * host of the confirm dialogs (kept here, off the sign-in screen's bundle). While it is mounted,
 * a session in use is refreshed before it lapses.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(() => listenForChanges(), [])
  useEffect(() => startSessionKeeper(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>{children}</ModalsProvider>
    </QueryClientProvider>
  )
}
