/** The role modal's model: one row of read, write, create per permission; pure functions. */
import type { Grant, Permission, Role } from '../../roles.schema'

export const FLAGS = ['read', 'write', 'create'] as const
export type Flag = (typeof FLAGS)[number]
export type Matrix = Record<number, Record<Flag, boolean>>

const NONE = { read: false, write: false, create: false }
const ALL = { read: true, write: true, create: true }

export function matrixOf(role: Role | undefined, permissions: readonly Permission[]): Matrix {
  return Object.fromEntries(
    permissions.map((permission) => {
      const grant = role?.matrix.find((entry) => entry.id === permission.id)
      return [
        permission.id,
        grant ? { read: grant.read, write: grant.write, create: grant.create } : NONE,
      ]
    }),
  )
}

export const allSelected = (matrix: Matrix) =>
  Object.values(matrix).every((row) => FLAGS.every((flag) => row[flag]))

export const selectAll = (matrix: Matrix, on: boolean): Matrix =>
  Object.fromEntries(Object.keys(matrix).map((id) => [id, on ? ALL : NONE]))

/** What roles/update is sent: a permission is held when any of its flags is on. */
export function toUpdate(role: string, matrix: Matrix) {
  const grants: Grant[] = Object.entries(matrix)
    .filter(([, row]) => FLAGS.some((flag) => row[flag]))
    .map(([id, row]) => ({ id: Number(id), ...row }))
  return { role, permissions: grants.map((grant) => grant.id), matrix: grants }
}
