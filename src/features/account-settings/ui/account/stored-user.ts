/**
 * The signed-in user as the navbar shows them (`userData` in localStorage) follows the account:
 * after the general section is saved, or when the stored copy is older than the account.
 */
import { getAccessToken, getRefreshToken, getUser, saveSession } from '@/shared/auth/session'
import { useCrm } from '@/shared/crm/crm.store'
import type { General } from '../../account-settings.schema'

export function refreshStoredUser({ fullName, username, email, avatar }: General): void {
  const user = getUser()
  const accessToken = getAccessToken()
  const refreshToken = getRefreshToken()
  if (!user || !accessToken || !refreshToken) return
  const same =
    user.fullName === fullName &&
    user.username === username &&
    user.email === email &&
    user.avatar === avatar
  if (same) return
  saveSession({
    accessToken,
    refreshToken,
    userData: { ...user, fullName, username, email, avatar },
  })
  const crm = useCrm.getState()
  if (crm.usuarioActivo?.id === user.id)
    crm.setUsuarioActivo({ ...crm.usuarioActivo, fullName, email, avatar })
}
