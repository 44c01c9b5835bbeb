/**
 * The source of each demo page's folder, as text, for the cards' Code panels: each file is its
 * own `?raw` chunk, fetched when its tab is first shown (never with the page itself). Tests and
 * the meta are left out: they are not what a reader copies.
 */
import { importWithRetry } from '@/shared/import-with-retry'
import type { DemoMeta } from '../ui-kit.schema'

const sources = import.meta.glob<string>(
  ['../*/*/*.{ts,tsx}', '!../*/*/*.test.{ts,tsx}', '!../*/*/*.meta.ts'],
  { query: '?raw', import: 'default' },
)

export interface SourceFile {
  /** The glob's key: `../components/accordion/AccordionDemo.tsx`. */
  path: string
  /** The file's name: `AccordionDemo.tsx`. */
  name: string
}

const isDemo = (file: SourceFile) => /Demo\.tsx$/.test(file.name)

/** The page's files: its Demo first, then the others by name. */
export function sourceFiles(meta: Pick<DemoMeta, 'group' | 'name'>): SourceFile[] {
  const folder = `../${meta.group}/${meta.name}/`
  return Object.keys(sources)
    .filter((path) => path.startsWith(folder))
    .map((path) => ({ path, name: path.slice(folder.length) }))
    .sort((a, b) => Number(isDemo(b)) - Number(isDemo(a)) || a.name.localeCompare(b.name))
}

const loading = new Map<string, Promise<string>>()

/** A file's text, fetched once; a fetch that failed even after the retries is tried again later. */
export function loadSource(path: string): Promise<string> {
  let text = loading.get(path)
  if (!text) {
    const load = sources[path]
    if (!load) return Promise.reject(new Error(`No source at ${path}`))
    text = importWithRetry(load).catch((error: unknown) => {
      loading.delete(path)
      throw error
    })
    loading.set(path, text)
  }
  return text
}
