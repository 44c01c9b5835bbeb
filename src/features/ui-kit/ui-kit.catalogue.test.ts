/**
 * The catalogue and the folders agree: every listed page has its demo module, every demo folder
 * is listed, and ids, names and addresses are unique, so the menu, the search and the sweep see
 * exactly the pages that exist.
 */
import { describe, expect, it } from 'vitest'
import { demoMetas } from './ui-kit.manifest'
import { demoLink } from './ui-kit.schema'

const demoFiles = Object.keys(import.meta.glob('./*/*/*Demo.tsx'))
const metaFiles = Object.keys(import.meta.glob('./*/*/*.meta.ts'))
const folderOf = (path: string) => path.split('/').slice(1, 3).join('/')
const listed = demoMetas.map((meta) => `${meta.group}/${meta.name}`)

describe('the UI kit catalogue', () => {
  it('lists exactly the folders that hold a demo', () => {
    expect([...listed].sort()).toEqual(demoFiles.map(folderOf).sort())
  })

  it('takes each meta from its own folder, with unique ids, names and addresses', () => {
    for (const meta of demoMetas)
      expect(metaFiles).toContain(`./${meta.group}/${meta.name}/${meta.name}.meta.ts`)
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length
    expect(unique(demoMetas.map((meta) => meta.id))).toBe(true)
    expect(unique(listed)).toBe(true)
    expect(unique(demoMetas.map(demoLink))).toBe(true)
    for (const meta of demoMetas) {
      expect(meta.id).toBeGreaterThanOrEqual(200)
      expect(meta.id).toBeLessThan(300)
    }
  })
})
