import { typedTable, type TableSchemas } from '@/shared/server/database'
import type { Email } from '../email.schema'

export type EmailRow = Email

export const emailTables = { emails: 'id, folder, time' } satisfies TableSchemas

export const emails = typedTable<EmailRow, number>('emails')
