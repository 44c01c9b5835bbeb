/**
 * A second account for the per-user tests, made in the test's own database: the seed holds only
 * the contract's two demo accounts, and the client may open few apps. The account registers
 * through `POST /jwt/register` like anyone (the client's rights, the next id), is then given one
 * app's ability (`read <subject>`) in the auth table, and signs in through `POST /jwt/login`, so
 * its token and sign-in payload are made by the real handlers.
 */
import { clientAbility } from '@mocks/auth/auth.seed'
import { authUsers, type AuthUserRow } from '@mocks/auth/auth.table'
import { inWriteTransaction } from '@mocks/kernel/write'
import { call, signIn, type TestSession } from './api'

export interface Account {
  username: string
  email: string
  password: string
}

export const colleagueAccount: Account = {
  username: 'rosa.marin',
  email: 'rosa.marin@demo.com',
  password: 'rosa-secret',
}

interface ColleagueOptions {
  account?: Account
  /** Anything else its user row should say (a full name). */
  changes?: Partial<AuthUserRow>
}

/** Registers the account and grants it `read <subject>`; answers its user id. */
export async function addColleague(
  subject: string,
  { account = colleagueAccount, changes = {} }: ColleagueOptions = {},
): Promise<number> {
  const registered = await call<TestSession>('POST', '/jwt/register', { body: account })
  if (registered.status !== 200 || !registered.body.userData)
    throw new Error(`registering ${account.email} failed: ${JSON.stringify(registered.body)}`)
  const { id } = registered.body.userData
  const ability = [...clientAbility, { action: 'read', subject }]
  await inWriteTransaction(() =>
    authUsers().update(id, (row) => Object.assign(row, changes, { ability })),
  )
  return id
}

/** A colleague added as `addColleague` does, then signed in: its access token. */
export async function signInColleague(
  subject: string,
  options: ColleagueOptions = {},
): Promise<string> {
  const { email, password } = options.account ?? colleagueAccount
  await addColleague(subject, options)
  return (await signIn(email, password)).accessToken
}
