import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { useCrm as UseCrm } from './crm.store'

// The store persists to localStorage, which Node lacks: a Map-backed stand-in is enough.
const memory = new Map<string, string>()
globalThis.localStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size
  },
}

let useCrm: typeof UseCrm
let MAX: number
let defaults: Record<string, unknown>

beforeAll(async () => {
  const module = await import('./crm.store')
  useCrm = module.useCrm
  MAX = module.MAX_NOTIFICACIONES
  defaults = module.crmDefaults
})

beforeEach(() => {
  useCrm.setState({ ...useCrm.getState(), ...defaults })
  memory.clear()
})

describe('CRM store', () => {
  it('starts with the product defaults', () => {
    const state = useCrm.getState()
    expect(state.usuarioActivo).toBeNull()
    expect(state.moduloActivo).toBe('contactos')
    expect(state.prospectoActivo).toBeNull()
    expect(state.numeroNotificaciones).toBe(0)
    expect(state.notificaciones).toEqual([])
    expect(state.notificacionesNuevas).toEqual([])
    expect(state.notificacionesAnteriores).toEqual([])
  })

  it('adds a notification to the full and the new lists and counts it', () => {
    const added = useCrm.getState().agregarNotificacion({ titulo: 'Hola', tipo: 'info' })
    const state = useCrm.getState()
    expect(added.id).toBeTruthy()
    expect(added.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(state.notificaciones).toEqual([added])
    expect(state.notificacionesNuevas).toEqual([added])
    expect(state.numeroNotificaciones).toBe(1)
  })

  it('puts the newest notification first', () => {
    const { agregarNotificacion } = useCrm.getState()
    agregarNotificacion({ titulo: 'first', tipo: 'info' })
    agregarNotificacion({ titulo: 'second', tipo: 'success' })
    expect(useCrm.getState().notificacionesNuevas.map((n) => n.titulo)).toEqual(['second', 'first'])
  })

  it('marks all as read: new move to earlier and the count resets', () => {
    const { agregarNotificacion } = useCrm.getState()
    agregarNotificacion({ titulo: 'old', tipo: 'info' })
    useCrm.getState().marcarTodasLeidas()
    agregarNotificacion({ titulo: 'a', tipo: 'info' })
    agregarNotificacion({ titulo: 'b', tipo: 'info' })
    useCrm.getState().marcarTodasLeidas()
    const state = useCrm.getState()
    expect(state.numeroNotificaciones).toBe(0)
    expect(state.notificacionesNuevas).toEqual([])
    expect(state.notificacionesAnteriores.map((n) => n.titulo)).toEqual(['b', 'a', 'old'])
    expect(state.notificaciones).toHaveLength(3)
  })

  it('keeps at most MAX_NOTIFICACIONES in every list', () => {
    const { agregarNotificacion } = useCrm.getState()
    for (let i = 0; i < MAX + 5; i++) agregarNotificacion({ titulo: String(i), tipo: 'info' })
    const state = useCrm.getState()
    expect(state.notificaciones).toHaveLength(MAX)
    expect(state.notificacionesNuevas[0]?.titulo).toBe(String(MAX + 4))
    expect(state.numeroNotificaciones).toBe(MAX)
  })

  it('sets the active module, prospect and user', () => {
    const { setModuloActivo, setProspectoActivo, setUsuarioActivo } = useCrm.getState()
    setModuloActivo('prospectos')
    setProspectoActivo({ id: 7, nombre: 'Mariana Ortega' })
    setUsuarioActivo({ id: 1, fullName: 'Ana', email: 'a@b.c', role: 'admin', avatar: '' })
    const state = useCrm.getState()
    expect(state.moduloActivo).toBe('prospectos')
    expect(state.prospectoActivo).toEqual({ id: 7, nombre: 'Mariana Ortega' })
    expect(state.usuarioActivo?.id).toBe(1)
  })

  it('persists under corredor-crm', () => {
    useCrm.getState().setModuloActivo('polizas')
    expect(JSON.parse(memory.get('corredor-crm') ?? '{}').state.moduloActivo).toBe('polizas')
  })
})
