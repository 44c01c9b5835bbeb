/**
 * Roles and permissions: the contract of `/apps/roles/*` and `/apps/permissions/*`.
 *
 * How user records meet the permission roles. A user record carries one of the five record
 * roles (admin, author, editor, maintainer, subscriber); the roles page speaks of the five
 * permission roles. Each record role belongs to exactly one permission role, by this fixed
 * table (`PERMISSION_ROLE_OF`): admin → administrator, maintainer → manager, editor → user,
 * author → support, subscriber → restricted-user. A role card counts and shows the users whose
 * record role maps to it, and its users table filters the user list by that record role. A role
 * added on the roles page (any other name) has no record role, so no users.
 *
 * A role's permission matrix. Each permission a role holds carries three flags: read, write,
 * create. The flags live in the roles table, one row per role; the permission's `assignedTo`
 * (the contract's field) lists the roles that hold it. `POST /apps/roles/update` writes both:
 * a permission is held exactly when it is in `permissions`, and its flags come from `matrix`
 * (a held permission missing from `matrix` keeps its stored flags, or gets all three when new).
 * The administrator always holds every permission with every flag.
 */
import { z } from 'zod'
import { idInput, optionalParam, pageParam, positiveInt } from '@/shared/contract/zod'
import type { UserRole } from './users.schema'

export const PERMISSION_ROLES = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const
export type PermissionRole = (typeof PERMISSION_ROLES)[number]
export const ADMINISTRATOR: PermissionRole = 'administrator'

export const PERMISSION_ROLE_OF: Readonly<Record<UserRole, PermissionRole>> = {
  admin: 'administrator',
  maintainer: 'manager',
  editor: 'user',
  author: 'support',
  subscriber: 'restricted-user',
}

/** The record role a permission role's users have, if any (an added role has none). */
export const userRoleOf = (role: string): UserRole | undefined =>
  (Object.keys(PERMISSION_ROLE_OF) as UserRole[]).find((key) => PERMISSION_ROLE_OF[key] === role)

/** A role's name: lower case words joined by dashes, as the seeded ones are. */
export const roleNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'At least 2 characters')
  .max(40, 'At most 40 characters')
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes')

export const grantSchema = z
  .object({
    id: z.number().int().positive(),
    read: z.boolean(),
    write: z.boolean(),
    create: z.boolean(),
  })
  .strict()

export const roleSchema = z.object({
  role: z.string(),
  totalUsers: z.number(),
  users: z.array(z.object({ fullName: z.string(), avatar: z.string() })),
  permissions: z.array(z.number()),
  matrix: z.array(grantSchema),
})
export const rolesSchema = z.array(roleSchema)

export const updateRoleSchema = z.object({
  role: roleNameSchema,
  permissions: z.array(idInput).max(500),
  matrix: z
    .array(grantSchema.extend({ id: idInput }))
    .max(500)
    .optional(),
})

export const permissionSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    assignedTo: z.array(z.string()),
    /** Day, month, year and time, as `14 Apr 2021, 8:43 PM`. */
    createdDate: z.string(),
  })
  .strict()

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')

export const permissionListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  perPage: optionalParam(positiveInt.pipe(z.number().max(100, 'At most 100'))),
  page: optionalParam(pageParam),
  assignedTo: optionalParam(roleNameSchema),
  allData: optionalParam(booleanParam),
})

export const permissionListSchema = z.object({
  params: z.object({
    q: z.string(),
    perPage: z.number(),
    page: z.number(),
    assignedTo: z.string().nullable(),
  }),
  allData: z.array(permissionSchema).optional(),
  total: z.number(),
  permissions: z.array(permissionSchema),
})

export const permissionNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'At most 80 characters')

export const addPermissionSchema = z.object({
  permission: z.object({ name: permissionNameSchema }),
})
export const updatePermissionSchema = z.object({ id: idInput, name: permissionNameSchema })
export const permissionIdSchema = z.object({ id: idInput })

export type Role = z.infer<typeof roleSchema>
export type Grant = z.infer<typeof grantSchema>
export type RoleUpdate = z.input<typeof updateRoleSchema>
export type Permission = z.infer<typeof permissionSchema>
export type PermissionList = z.infer<typeof permissionListSchema>
export type PermissionListQuery = z.input<typeof permissionListQuerySchema>
