import { useNavigate } from '@tanstack/react-router'
import { logout } from '@/features/auth'
import { clearSession } from '@/shared/auth/session'
import { useCrm } from '@/shared/crm/crm.store'
import { queryClient } from '../query-client'

/**
 * Revokes the refresh token on the worker (a failure there must not keep the user signed in),
 * then forgets the session, every cached answer and the notification centre (the next person
 * on this device must not read them), and goes to the sign-in screen.
 */
export function useSignOut() {
  const navigate = useNavigate()
  return async () => {
    await logout().catch(() => undefined)
    clearSession()
    useCrm.getState().setUsuarioActivo(null)
    useCrm.getState().limpiarNotificaciones()
    queryClient.clear()
    await navigate({ to: '/login' })
  }
}
