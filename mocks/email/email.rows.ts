import { emailSchema } from '@/features/email/email.schema'

/** Imported rows must match the email entity exactly (the schema objects are strict). */
export const emailRowSchemas = { emails: emailSchema }
