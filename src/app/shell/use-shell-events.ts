/**
 * Turns real events into notifications: the first shell mount after a sign-in, the network
 * going away and coming back, and a new version waiting. Each lands in the CRM store's
 * notification centre; sign-in and network changes also pop a toast.
 */
import { notifications, notificationsStore } from '@mantine/notifications'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/shared/auth/session'
import { useCrm, type NuevaNotificacion } from '@/shared/crm/crm.store'
import { usePwa } from '@/shared/pwa/pwa.store'

const TOAST_COLORS = { info: 'brand', success: 'green', warning: 'orange', error: 'red' } as const

/** A flapping connection updates one toast instead of stacking a new one per change. */
const NETWORK_TOAST = 'shell-network'
const SIGN_IN_TOAST = 'shell-signed-in'

const ONLINE: NuevaNotificacion = {
  tipo: 'success',
  titulo: 'Back online',
  tituloI18n: { clave: 'shell.events.online' },
  mensajeI18n: { clave: 'shell.events.onlineBody' },
}

const OFFLINE: NuevaNotificacion = {
  tipo: 'warning',
  titulo: 'You are offline',
  tituloI18n: { clave: 'shell.events.offline' },
  mensajeI18n: { clave: 'shell.events.offlineBody' },
}

const UPDATE: NuevaNotificacion = {
  tipo: 'info',
  titulo: 'Update available',
  tituloI18n: { clave: 'shell.events.update' },
  mensajeI18n: { clave: 'shell.events.updateBody' },
}

export function useShellEvents() {
  const { t } = useTranslation()

  useEffect(() => {
    const notify = (entry: NuevaNotificacion, toastId?: string) => {
      const saved = useCrm.getState().agregarNotificacion(entry)
      if (!toastId || !saved.tituloI18n) return
      const toast = {
        id: toastId,
        title: t(saved.tituloI18n.clave, saved.tituloI18n.valores ?? {}),
        message: saved.mensajeI18n
          ? t(saved.mensajeI18n.clave, saved.mensajeI18n.valores ?? {})
          : '',
        color: TOAST_COLORS[saved.tipo],
      }
      const shown = notificationsStore.getState().notifications.some((item) => item.id === toastId)
      if (shown) notifications.update(toast)
      else notifications.show(toast)
    }

    const user = useSession.getState().user
    const crm = useCrm.getState()
    // Once per sign-in: the active user is cleared on sign-out and when the session ends.
    if (user && crm.usuarioActivo?.id !== user.id) {
      const { id, fullName, email, role, avatar } = user
      crm.setUsuarioActivo({ id, fullName, email, role, avatar })
      const roleName = t(`shell.roles.${role}`, { defaultValue: role })
      notify(
        {
          tipo: 'success',
          titulo: `Signed in as ${fullName}`,
          tituloI18n: { clave: 'shell.events.signedIn', valores: { name: fullName } },
          mensajeI18n: { clave: 'shell.events.signedInBody', valores: { role: roleName } },
        },
        SIGN_IN_TOAST,
      )
    }

    const stopSession = useSession.subscribe((state) => {
      if (!state.user) useCrm.getState().setUsuarioActivo(null)
    })
    const stopPwa = usePwa.subscribe((state, previous) => {
      if (state.online !== previous.online) notify(state.online ? ONLINE : OFFLINE, NETWORK_TOAST)
      // The update prompt is its own notice; the centre keeps a record of it.
      if (state.updateWaiting && !previous.updateWaiting) notify(UPDATE)
    })
    return () => {
      stopSession()
      stopPwa()
    }
  }, [t])
}
