import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { clearSession } from '@/shared/auth/session'
import { useCrm } from '@/shared/crm/crm.store'

/**
 * Ends the session on this device once the account is deactivated (the worker has already
 * revoked its refresh tokens): the stored keys, every cached answer and the notification centre
 * go, as with "Sign out", and the sign-in screen opens.
 */
export function useSignOutHere() {
  const client = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    // The shell goes first: its queries (bookmarks, notifications) would otherwise refetch,
    // without a token, the moment the cache is cleared.
    await navigate({ to: '/login' })
    clearSession()
    useCrm.getState().setUsuarioActivo(null)
    useCrm.getState().limpiarNotificaciones()
    client.clear()
  }
}
