/**
 * The caller's payment cards: add one (only its brand and last four digits are kept), make one
 * the default, remove one (the next becomes the default). Each answers the caller's cards.
 */
import { now } from '@mocks/kernel/draws'
import { notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { cardBrand } from '@/features/account-settings/account-billing.schema'
import { accountBillingEndpoints as api } from '@/features/account-settings/account-settings.endpoints'
import { paymentMethods, type PaymentMethodRow } from './account-settings.table'
import { cardsOf, sortCards } from './account-settings.view'

const mine = (userId: number) => paymentMethods().where('userId').equals(userId)

/** The caller's card with this id; another user's is as unknown as a missing one. */
const cardOf = (userId: number, id: number) =>
  getOrThrow(paymentMethods(), id, 'Card').then((card) => {
    if (card.userId !== userId) throw notFound('Card')
    return card
  })

/** Makes `id` the default and every other card of the caller not. */
const makeDefault = (userId: number, id: number) =>
  mine(userId).modify((card: PaymentMethodRow) => {
    card.isDefault = card.id === id
  })

const add = route(api.addCard, {
  async handle({ body, session }) {
    const { userId } = session
    const first = (await mine(userId).count()) === 0
    const id = await nextId(paymentMethods())
    await paymentMethods().add({
      id,
      userId,
      brand: cardBrand(body.card.number),
      last4: body.card.number.slice(-4),
      isDefault: false,
      addedAt: now().toISOString(),
    })
    if (first || body.isDefault) await makeDefault(userId, id)
    return withStatus({ paymentMethods: await cardsOf(userId) }, 201)
  },
})

const setDefault = route(api.defaultCard, {
  async handle({ body, session }) {
    await cardOf(session.userId, body.id)
    await makeDefault(session.userId, body.id)
    return { paymentMethods: await cardsOf(session.userId) }
  },
})

const remove = route(api.removeCard, {
  async handle({ body, session }) {
    const card = await cardOf(session.userId, body.id)
    await paymentMethods().delete(card.id)
    const [next] = sortCards(await mine(session.userId).toArray())
    if (card.isDefault && next) await makeDefault(session.userId, next.id)
    return { paymentMethods: await cardsOf(session.userId) }
  },
})

export const accountBillingRoutes = [add, setDefault, remove]
