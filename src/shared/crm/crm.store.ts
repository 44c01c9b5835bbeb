/**
 * The CRM's own UI state, with the Spanish names the product uses: who is signed in, which
 * module and prospect are active, and the notification centre (new and earlier lists plus the
 * unread count). Saved across reloads under `corredor-crm`.
 */
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export type TipoNotificacion = 'info' | 'success' | 'warning' | 'error'

/** Shell-made notifications carry an i18n key so they follow a later language change. */
export interface TextoTraducible {
  clave: string
  valores?: Record<string, string>
}

export interface Notificacion {
  id: string
  titulo: string
  mensaje?: string
  tipo: TipoNotificacion
  /** ISO date-time. */
  fecha: string
  /** When set, the menu shows these translations instead of `titulo` / `mensaje`. */
  tituloI18n?: TextoTraducible
  mensajeI18n?: TextoTraducible
}

export type NuevaNotificacion = Omit<Notificacion, 'id' | 'fecha'> &
  Partial<Pick<Notificacion, 'id' | 'fecha'>>

export interface UsuarioActivo {
  id: number
  fullName: string
  email: string
  role: string
  avatar: string
}

export interface ProspectoActivo {
  id: number
  nombre: string
}

export interface CrmState {
  usuarioActivo: UsuarioActivo | null
  moduloActivo: string
  prospectoActivo: ProspectoActivo | null
  numeroNotificaciones: number
  notificaciones: Notificacion[]
  notificacionesNuevas: Notificacion[]
  notificacionesAnteriores: Notificacion[]
  agregarNotificacion: (notificacion: NuevaNotificacion) => Notificacion
  marcarTodasLeidas: () => void
  limpiarNotificaciones: () => void
  setModuloActivo: (modulo: string) => void
  setProspectoActivo: (prospecto: ProspectoActivo | null) => void
  setUsuarioActivo: (usuario: UsuarioActivo | null) => void
}

/** localStorage is small and shared by every key: keep only the most recent notifications. */
export const MAX_NOTIFICACIONES = 50

export const crmDefaults = {
  usuarioActivo: null,
  moduloActivo: 'contactos',
  prospectoActivo: null,
  numeroNotificaciones: 0,
  notificaciones: [],
  notificacionesNuevas: [],
  notificacionesAnteriores: [],
} satisfies Partial<CrmState>

let sequence = 0
const newId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`

const newestFirst = (list: Notificacion[]) => list.slice(0, MAX_NOTIFICACIONES)

export const useCrm = create<CrmState>()(
  persist(
    (set) => ({
      ...crmDefaults,
      agregarNotificacion: (input) => {
        const notificacion: Notificacion = {
          ...input,
          id: input.id ?? newId(),
          fecha: input.fecha ?? new Date().toISOString(),
        }
        set((state) => ({
          notificaciones: newestFirst([notificacion, ...state.notificaciones]),
          notificacionesNuevas: newestFirst([notificacion, ...state.notificacionesNuevas]),
          numeroNotificaciones: Math.min(state.numeroNotificaciones + 1, MAX_NOTIFICACIONES),
        }))
        return notificacion
      },
      marcarTodasLeidas: () =>
        set((state) => ({
          notificacionesAnteriores: newestFirst([
            ...state.notificacionesNuevas,
            ...state.notificacionesAnteriores,
          ]),
          notificacionesNuevas: [],
          numeroNotificaciones: 0,
        })),
      limpiarNotificaciones: () =>
        set({
          notificaciones: [],
          notificacionesNuevas: [],
          notificacionesAnteriores: [],
          numeroNotificaciones: 0,
        }),
      setModuloActivo: (moduloActivo) => set({ moduloActivo }),
      setProspectoActivo: (prospectoActivo) => set({ prospectoActivo }),
      setUsuarioActivo: (usuarioActivo) => set({ usuarioActivo }),
    }),
    // `localStorage`, not `window.localStorage`, so the store also persists under Node tests.
    { name: 'corredor-crm', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
)
