/**
 * Every screen's guard matches its API's ability: for every page of the manifests, the route
 * guard lets a caller in exactly when the manifest's ability (the one its endpoints require, see
 * mocks/access.test.ts) allows it. The client (`read ACL`, `manage Auth`) is turned away to
 * `/misc/not-authorized` from every app screen; the admin (`manage all`) opens every one.
 */
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, signIn } from '@mocks/test/api'
import { allPages } from '@/app/manifests'
import { can } from '@/shared/contract/ability'
import { screensOf } from '@/shared/contract/manifest'
import { routeTree } from '@/routeTree.gen'
import { saveSession } from '@/shared/auth/session'
import { setUpFlows } from '../support/app'

setUpFlows()

/** Where the router ends up when `path` is opened: the guards run, nothing renders. */
async function landing(path: string): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {
      loadQueryClient: () => import('@/app/query-client').then((m) => m.queryClient),
    },
  })
  await router.load()
  return router.state.location.pathname
}

/** Every screen a page entry stands for, as the screen sweep visits them. */
const screens = allPages.flatMap((page) =>
  screensOf(page).map((path) => ({ path: path.split('?')[0]!, ability: page.ability })),
)

beforeAll(() => freshDatabase())

describe('the route guards', () => {
  it('turn the client away exactly where the manifest ability denies it', async () => {
    const session = await signIn('client@demo.com')
    saveSession(session as never)
    const wrong: string[] = []
    for (const { path, ability } of screens) {
      const allowed = !ability || can(session.userData.ability, ability[0], ability[1])
      const landed = await landing(path)
      // Turned away: to not-authorized, or home (`/` sends the client to its own home).
      const refused = landed !== path
      if (refused === allowed) wrong.push(`${path} → ${landed}`)
    }
    expect(wrong).toEqual([])
  })

  it('let the admin open every screen', async () => {
    saveSession((await signIn()) as never)
    const refused: string[] = []
    for (const { path } of screens) {
      const landed = await landing(path)
      if (landed !== path && ['/misc/not-authorized', '/login'].includes(landed)) refused.push(path)
    }
    expect(refused).toEqual([])
  })
})
