/** The shop's second customer (see colleague.ts): its own name, the shop's ability. */
import { signIn } from './api'
import { addColleague } from './colleague'

export const shopAccount = {
  username: 'sam.rivera',
  email: 'sam.rivera@demo.com',
  password: 'sam-secret',
}

/** Registers the shop account and grants it the shop; answers its user id. */
export const addShopAccount = (): Promise<number> =>
  addColleague('Ecommerce', { account: shopAccount })

export const signInShopAccount = () => signIn(shopAccount.email, shopAccount.password)
