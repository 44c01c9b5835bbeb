import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { UserData } from '@/features/auth/auth.schema'

export type AuthUserRow = Omit<UserData, 'extras'> & { extras: UserData['extras'] }

export interface CredentialRow {
  userId: number
  salt: string
  hash: string
  iterations: number
}

/** A live refresh token; rotating or logging out deletes its row. */
export interface SessionRow {
  jti: string
  userId: number
  expiresAt: number
}

export const authTables = {
  authUsers: '++id, &email, &username',
  credentials: 'userId',
  sessions: 'jti, userId, expiresAt',
} satisfies TableSchemas

/** Live sessions survive a reset so the caller stays signed in. */
export const authKeptTables = ['sessions']

export const authUsers = typedTable<AuthUserRow, number>('authUsers')
export const credentials = typedTable<CredentialRow, number>('credentials')
export const sessions = typedTable<SessionRow, string>('sessions')
