/**
 * The UI kit's contract: what a demo page declares of itself (its meta), the groups and their
 * addresses, and the one endpoint the kit reads (`GET /api/autocomplete/data`, the contract's 100
 * items of `{ title, rank, id }`). Data and zod only: the manifests, the worker and the menu read
 * it.
 */
import { z } from 'zod'
import { optionalParam, pageParam, positiveInt, unknownParam } from '@/shared/contract/zod'

export const DEMO_GROUPS = [
  'elements',
  'components',
  'extensions',
  'page-layout',
  'form-elements',
  'forms',
  'tables',
  'datatables',
] as const
export type DemoGroup = (typeof DEMO_GROUPS)[number]

/** Where each group's pages live: `/components/accordion`. */
export const GROUP_PATHS: Readonly<Record<DemoGroup, string>> = {
  elements: '/ui-element',
  components: '/components',
  extensions: '/extensions',
  'page-layout': '/page-layout',
  'form-elements': '/forms/elements',
  forms: '/forms',
  tables: '/tables',
  datatables: '/datatables',
}

/** A demo page's meta (`<group>/<name>/<name>.meta.ts`): what the menu, search and sweep read. */
export interface DemoMeta {
  /** Stable page id: bookmarks refer to it. Never reuse one. */
  id: number
  group: DemoGroup
  /** The folder and the address segment: `accordion`. */
  name: string
  /** English; translated under `pages.<group>-<name>` in the kit's locales. */
  title: string
  /** A Tabler icon the menu knows (src/shared/layout/icons.ts). */
  icon: string
  /** More words the main search matches (English). */
  keywords: readonly string[]
  /** Its address when it is not `<group path>/<name>` (`/colors`, `/icons`). */
  link?: string
}

export const demoLink = (meta: DemoMeta): string =>
  meta.link ?? `${GROUP_PATHS[meta.group]}/${meta.name}`

export const demoTarget = (meta: Pick<DemoMeta, 'group' | 'name'>): string =>
  `${meta.group}-${meta.name}`

// ---- GET /api/autocomplete/data ----

export const autocompleteItemSchema = z
  .object({
    title: z.string().min(1).max(120),
    /** Its place in the list, as a string (the contract's shape). */
    rank: z.string().regex(/^\d+$/),
    id: z.number().int().positive(),
  })
  .strict()
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>

export const autocompleteAnswerSchema = z
  .object({ autoComplete: z.array(autocompleteItemSchema) })
  .strict()
export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>

export const AUTOCOMPLETE_Q_MAX = 100

/**
 * `q` (added to the contract's endpoint): the words a typeahead sends; blank is no search. `page` and
 * `perPage` (added, at most 100) cut a page of the list; without them it is whole. Any other
 * parameter is a 400 naming it.
 */
export const autocompleteQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(AUTOCOMPLETE_Q_MAX, `At most ${AUTOCOMPLETE_Q_MAX} characters`)
      .optional(),
    page: optionalParam(pageParam),
    perPage: optionalParam(positiveInt.pipe(z.number().max(100, 'At most 100'))),
  })
  .catchall(unknownParam)
