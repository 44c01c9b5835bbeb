/**
 * The UI kit's catalogue: a group is one route whose `$name` is looked up in the metas, so a
 * listed page opens with its title, trail and intro, and a name that is not listed is the
 * not-found screen, in every group.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoMetas } from '@/features/ui-kit/ui-kit.catalogue'
import { GROUP_PATHS } from '@/features/ui-kit/ui-kit.schema'
import { heading, openApp, setUpFlows } from '../support/app'

setUpFlows()

describe('the UI kit catalogue', () => {
  it('opens a listed page with its trail, its intro and its sections', async () => {
    const app = await openApp('/ui-element/typography')
    await heading('Typography')
    const main = screen.getByRole('main')
    const trail = within(main).getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(trail).getByText('UI kit')).toBeVisible()
    expect(await within(main).findByRole('heading', { level: 2, name: 'Blockquote' })).toBeVisible()
    // The intro comes with the demo's own strings.
    expect(within(main).getByText(/^The type scale every screen uses/)).toBeVisible()
    expect(app.location()).toBe('/ui-element/typography')
  })

  it.each(Object.entries(GROUP_PATHS))(
    'answers an unknown name under %s with the not-found screen',
    async (_group, path) => {
      await openApp(`${path}/no-such-demo`)
      await heading('Page Not Found :(')
    },
  )

  it('lists no page twice: one address per page', () => {
    const links = demoMetas.map((meta) => `${meta.group}/${meta.name}`)
    expect(new Set(links).size).toBe(links.length)
  })
})
