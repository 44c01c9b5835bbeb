/** The invoice clients: the contract's first five, a search for the form's picker, and adding one. */
import { badRequest } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { invoiceEndpoints as api } from '@/features/invoice/invoice.endpoints'
import type { StoredClient } from '@/features/invoice/invoice.schema'
import { invoiceClients } from './invoice.table'

const FIRST = 5

const matches = (client: StoredClient, needle: string) =>
  [client.name, client.company, client.companyEmail].some((text) =>
    text.toLowerCase().includes(needle),
  )

/** The first five clients (by id); with `q`, the first five whose name, company or email match. */
const list = route(api.clients, {
  async handle({ query }) {
    const needle = query.q?.trim().toLowerCase()
    const all = invoiceClients().orderBy('id')
    if (!needle) return all.limit(FIRST).toArray()
    return all
      .filter((client) => matches(client, needle))
      .limit(FIRST)
      .toArray()
  },
})

const add = route(api.addClient, {
  async handle({ body: { client } }) {
    const taken = await invoiceClients()
      .where('companyEmail')
      .equalsIgnoreCase(client.companyEmail)
      .count()
    if (taken)
      throw badRequest('A client with this email already exists', {
        'client.companyEmail': 'A client with this email already exists',
      })
    const stored: StoredClient = { id: await nextId(invoiceClients()), ...client }
    await invoiceClients().add(stored)
    return withStatus(stored, 201)
  },
})

export const clientRoutes = [list, add]
