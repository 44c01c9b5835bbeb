import * as z from 'zod/mini'
import { userDataSchema } from '@/features/auth/auth.schema'

/** What an export carries of this feature, and what an import must pass. Credentials stay out. */
export const authRowSchemas = { authUsers: z.strictObject(userDataSchema.shape) }
