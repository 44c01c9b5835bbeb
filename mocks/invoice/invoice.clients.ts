/** The invoice clients: the contract's first five, a search for the form's picker, and adding one. */
import { badRequest } from '@mocks/kernel/errors'
import { reply } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import {
  addClientInput,
  clientsQuerySchema,
  type StoredClient,
} from '@/features/invoice/invoice.schema'
import { invoiceClients } from './invoice.table'

const FIRST = 5

const matches = (client: StoredClient, needle: string) =>
  [client.name, client.company, client.companyEmail].some((text) =>
    text.toLowerCase().includes(needle),
  )

/** The first five clients (by id); with `q`, the first five whose name, company or email match. */
const list = route({
  method: 'GET',
  path: '/api/invoice/clients',
  query: clientsQuerySchema,
  async handle({ query }): Promise<StoredClient[]> {
    const needle = query.q?.trim().toLowerCase()
    const all = invoiceClients().orderBy('id')
    if (!needle) return all.limit(FIRST).toArray()
    return all
      .filter((client) => matches(client, needle))
      .limit(FIRST)
      .toArray()
  },
})

const add = route({
  method: 'POST',
  path: '/api/invoice/clients',
  body: addClientInput,
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
    return reply(stored, 201)
  },
})

export const clientRoutes = [list, add]
