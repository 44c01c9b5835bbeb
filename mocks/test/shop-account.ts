/**
 * A second customer for the shop's per-user tests, made in the test's own database: the seed
 * holds only the contract's two demo accounts, and the client has no shop. The account registers
 * through `POST /jwt/register` like anyone (the client's rights, the next id), is then given the
 * shop's ability (`read Ecommerce`) in the auth table, and signs in through `POST /jwt/login`, so
 * its token and sign-in payload are made by the real handlers.
 */
import { clientAbility } from '@mocks/auth/auth.seed'
import { authUsers } from '@mocks/auth/auth.table'
import { inWriteTransaction } from '@mocks/kernel/write'
import { call, signIn, type TestSession } from './api'

export const shopAccount = {
  username: 'sam.rivera',
  email: 'sam.rivera@demo.com',
  password: 'sam-secret',
}

/** Registers the shop account and grants it the shop; answers its user id. */
export async function addShopAccount(): Promise<number> {
  const registered = await call<TestSession>('POST', '/jwt/register', { body: shopAccount })
  if (registered.status !== 200 || !registered.body.userData)
    throw new Error(`registering the shop account failed: ${JSON.stringify(registered.body)}`)
  const { id } = registered.body.userData
  const ability = [...clientAbility, { action: 'read', subject: 'Ecommerce' }]
  await inWriteTransaction(() => authUsers().update(id, { ability }))
  return id
}

export const signInShopAccount = () => signIn(shopAccount.email, shopAccount.password)
