import { describe, expect, it } from 'vitest'
import type { Permission, Role } from '../../roles.schema'
import { allSelected, matrixOf, selectAll, toUpdate } from './role-matrix'

const permission = (id: number): Permission => ({
  id,
  name: `P${id}`,
  assignedTo: [],
  createdDate: '14 Apr 2021, 8:43 PM',
})
const permissions = [permission(1), permission(2), permission(3)]
const role: Role = {
  role: 'support',
  totalUsers: 0,
  users: [],
  permissions: [2],
  matrix: [{ id: 2, read: true, write: false, create: true }],
}

describe('the role matrix', () => {
  it('has a row per permission, the role’s flags where it holds one', () => {
    expect(matrixOf(role, permissions)).toEqual({
      1: { read: false, write: false, create: false },
      2: { read: true, write: false, create: true },
      3: { read: false, write: false, create: false },
    })
    expect(allSelected(matrixOf(undefined, permissions))).toBe(false)
  })

  it('selects and clears everything', () => {
    const all = selectAll(matrixOf(role, permissions), true)
    expect(allSelected(all)).toBe(true)
    expect(toUpdate('support', selectAll(all, false))).toEqual({
      role: 'support',
      permissions: [],
      matrix: [],
    })
  })

  it('sends a permission as held when any flag is on, with its flags', () => {
    const matrix = matrixOf(role, permissions)
    matrix[3] = { read: false, write: true, create: false }
    expect(toUpdate('support', matrix)).toEqual({
      role: 'support',
      permissions: [2, 3],
      matrix: [
        { id: 2, read: true, write: false, create: true },
        { id: 3, read: false, write: true, create: false },
      ],
    })
  })
})
