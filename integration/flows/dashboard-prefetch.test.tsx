/**
 * The `/` loader asks for every call the dashboard's first render reads (its own cards, and the
 * invoice and calendar cards' lists), so the screen renders once with its data instead of
 * rendering skeletons and sending a second round of requests after. Nothing renders here: the
 * query cache must hold them when the route has loaded, before any component mounts.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { freshDatabase, signIn } from '@mocks/test/api'
import { queryClient } from '@/app/query-client'
import { eventsQuery, guestsQuery } from '@/features/calendar'
import { invoiceListQuery } from '@/features/invoice'
import { INVOICE_CARD_LISTS } from '@/features/dashboards/api/dashboards.queries'
import { routeTree } from '@/routeTree.gen'
import { saveSession } from '@/shared/auth/session'
import { setUpFlows } from '../support/app'
import { stubNetwork } from '../support/pages'

setUpFlows()

describe('the dashboard route', () => {
  it("has every card's calls under way once it has loaded, before the screen renders", async () => {
    await freshDatabase()
    const network = stubNetwork()
    saveSession((await signIn()) as never)
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { loadQueryClient: () => Promise.resolve(queryClient) },
    })
    await router.load()
    expect(router.state.location.pathname).toBe('/')
    const keys = [
      invoiceListQuery(INVOICE_CARD_LISTS['company-table']).queryKey,
      invoiceListQuery(INVOICE_CARD_LISTS.transactions).queryKey,
      eventsQuery(undefined).queryKey,
      guestsQuery().queryKey,
    ]
    for (const key of keys) expect(queryClient.getQueryState(key), String(key)).toBeDefined()
    await network.idle()
    for (const key of keys) expect(queryClient.getQueryState(key)?.status).toBe('success')
  })
})
