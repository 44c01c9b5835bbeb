import type { ZodType } from 'zod'
import { z } from 'zod'
import { grantSchema, permissionSchema } from '@/features/users/roles.schema'
import { userSettingsSchema } from '@/features/users/user-settings.schema'
import { userSchema } from '@/features/users/users.schema'

/** Imported rows must match the stored shapes exactly. */
export const usersRowSchemas: Record<string, ZodType> = {
  users: userSchema,
  userSettings: userSettingsSchema,
  roles: z.object({ role: z.string(), grants: z.array(grantSchema) }).strict(),
  permissions: permissionSchema,
}
