/**
 * The UI kit's catalogue: a group is one route whose `$name` is looked up in the metas, so a
 * listed page opens with its title, trail and intro, and a name that is not listed is the
 * not-found screen, in every group. Each card's Code toggle shows its page's source, fetched only
 * when first opened.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoMetas } from '@/features/ui-kit/ui-kit.catalogue'
import { GROUP_PATHS } from '@/features/ui-kit/ui-kit.schema'
import { heading, openApp, setUpFlows } from '../support/app'

/** Whether the panel's code was imported, and which source files were asked for (each once or more). */
const loaded = vi.hoisted(() => ({ panel: false, sources: [] as string[] }))

vi.mock('@/features/ui-kit/ui/CodePanel', async (importOriginal) => {
  loaded.panel = true
  return importOriginal()
})

vi.mock('@/features/ui-kit/ui/demo-sources', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/ui-kit/ui/demo-sources')>()
  return {
    ...original,
    loadSource: (path: string) => {
      loaded.sources.push(path)
      return original.loadSource(path)
    },
  }
})

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

  it('shows a card’s page source under its Code toggle, loaded only when first opened', async () => {
    await openApp('/components/accordion')
    const card = (await screen.findByRole('heading', { level: 2, name: 'Default' })).closest(
      'section',
    )
    if (!card) throw new Error('no card')
    const toggle = within(card).getByRole('button', { name: 'Code' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    // Closed, and neither the panel's code nor the source fetched.
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(loaded).toEqual({ panel: false, sources: [] })

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The panel's first load transforms highlight.js here: on a busy machine, more than the
    // usual ten seconds (the full flow tier saw it once).
    const slow = { timeout: 40_000 }
    const copy = await within(card).findByRole('button', { name: 'Copy code' }, slow)
    const code = await waitFor(() => {
      const shown = card.querySelector('pre code')
      expect(shown?.textContent).toContain('export function Demo()')
      return shown
    }, slow)
    expect(code?.querySelector('.hljs-keyword')).not.toBeNull()
    expect(copy).toBeVisible()
    expect(loaded.panel).toBe(true)
    expect(new Set(loaded.sources)).toEqual(new Set(['../components/accordion/AccordionDemo.tsx']))

    // The page's other file on its own tab, fetched when shown.
    const files = within(card).getByRole('tablist', { name: 'Files of this page' })
    await userEvent.click(within(files).getByRole('tab', { name: 'ClaimFileAccordion.tsx' }))
    await waitFor(() =>
      expect(card.querySelector('pre code')?.textContent).toContain('ClaimFileAccordion'),
    )
    expect(loaded.sources).toContain('../components/accordion/ClaimFileAccordion.tsx')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })
})
