import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { Email } from '@/features/email/email.schema'

export type EmailRow = Email

export const emailTables = { emails: 'id, folder, time' } satisfies TableSchemas

export const emails = typedTable<EmailRow, number>('emails')
