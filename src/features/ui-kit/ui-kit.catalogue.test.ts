/**
 * The catalogue and the folders agree: every meta file found is a valid meta in its own folder,
 * next to its demo module, and the pages together keep the catalogue's rules (unique ids, folders,
 * addresses, and places in a group's menu), so the menu, the search and the sweep see exactly the
 * pages that exist, in the order their metas give.
 */
import { describe, expect, it } from 'vitest'
import { componentsManifest } from './ui-kit.manifest'
import { demoMetas, metaFiles } from './ui-kit.catalogue'
import { demoCatalogueSchema, demoMetaSchema, type DemoMeta } from './ui-kit.schema'
import { demoModule } from './ui/demo-modules'

const demoFiles = Object.keys(import.meta.glob('./*/*/*Demo.tsx'))
const folderOf = (path: string) => path.split('/').slice(1, 3).join('/')

const accordion: DemoMeta = {
  id: 203,
  order: 10,
  group: 'components',
  name: 'accordion',
  title: 'Accordion',
  icon: 'IconLayoutList',
  keywords: [],
}
const problems = (metas: unknown) =>
  demoCatalogueSchema.safeParse(metas).error?.issues.map((issue) => issue.message) ?? []

describe('the UI kit catalogue', () => {
  it('finds every meta file, each a valid meta (with its id and order) in its own folder', () => {
    expect(Object.keys(metaFiles).length).toBeGreaterThan(60)
    for (const [path, meta] of Object.entries(metaFiles)) {
      expect(demoMetaSchema.safeParse(meta).error?.issues ?? [], path).toEqual([])
      expect(path).toBe(`./${meta.group}/${meta.name}/${meta.name}.meta.ts`)
    }
    expect(problems(demoMetas)).toEqual([])
  })

  it('has a demo module in every page folder and a meta in every demo folder', () => {
    for (const meta of demoMetas) expect(demoModule(meta), meta.name).toBeDefined()
    const listed = demoMetas.map((meta) => `${meta.group}/${meta.name}`)
    expect([...listed].sort()).toEqual(demoFiles.map(folderOf).sort())
  })

  it('lists a group’s pages in the order their metas give', () => {
    const pages = componentsManifest.pages
    const orders = pages.map((page) => demoMetas.find((meta) => meta.id === page.id)?.order ?? 0)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(pages.slice(0, 3).map((page) => page.title)).toEqual([
      'Accordion',
      'Alerts',
      'Auto Complete',
    ])
  })
})

describe('the catalogue’s rules', () => {
  it('refuses a meta without its order or with an id outside the kit’s block', () => {
    const { order: _order, ...unordered } = accordion
    expect(problems([unordered])).toHaveLength(1)
    expect(problems([{ ...accordion, id: 12 }])).toHaveLength(1)
    expect(problems([accordion])).toEqual([])
  })

  it('refuses a taken id, naming a free one', () => {
    const alerts = { ...accordion, name: 'alerts', order: 20 }
    expect(problems([accordion, alerts])).toEqual(['id 203 is taken twice (a free one: 200)'])
  })

  it('refuses two pages at one place in a group, not in two groups', () => {
    const alerts = { ...accordion, id: 204, name: 'alerts' }
    expect(problems([accordion, alerts])).toEqual(['two components pages have order 10'])
    expect(problems([accordion, { ...alerts, group: 'extensions' }])).toEqual([])
  })

  it('refuses one folder or one address for two pages', () => {
    expect(problems([accordion, { ...accordion, id: 204, order: 20 }])).toEqual([
      'components-accordion is declared twice',
      '/components/accordion is the address of two pages',
    ])
    const other = { ...accordion, id: 204, order: 20, name: 'other', link: '/components/accordion' }
    expect(problems([accordion, other])).toEqual([
      '/components/accordion is the address of two pages',
    ])
  })
})
