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

/** The kit's block of page ids (other apps number theirs below 200). */
export const DEMO_IDS = { first: 200, last: 299 } as const

/**
 * A demo page's meta (`<group>/<name>/<name>.meta.ts`, exporting `meta`): the catalogue finds it
 * there; the menu, the search and the sweep read it.
 */
export const demoMetaSchema = z
  .object({
    /** Stable page id: bookmarks and access rules refer to it. Never change or reuse one. */
    id: z.number().int().min(DEMO_IDS.first).max(DEMO_IDS.last),
    /** Its place in its group's menu, ascending; steps of 10 leave room for a page between. */
    order: z.number().int().positive(),
    group: z.enum(DEMO_GROUPS),
    /** The folder and the address segment: `accordion`. */
    name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** English; translated under `pages.<group>-<name>` in the kit's locales. */
    title: z.string().min(1),
    /** A Tabler icon the menu knows (src/shared/layout/icons.ts). */
    icon: z.string().startsWith('Icon'),
    /** More words the main search matches (English). */
    keywords: z.array(z.string().min(1)).readonly(),
    /** Its address when it is not `<group path>/<name>` (`/colors`, `/icons`). */
    link: z.string().startsWith('/').optional(),
  })
  .strict()
export type DemoMeta = z.infer<typeof demoMetaSchema>

/** The values that occur more than once. */
const repeated = <T>(values: readonly T[]): T[] =>
  values.filter((value, index) => values.indexOf(value) !== index)

/**
 * Every page's meta, held to the catalogue's rules: one id, one folder and one address per page,
 * and one place per page in its group's menu.
 */
export const demoCatalogueSchema = z.array(demoMetaSchema).superRefine((metas, ctx) => {
  const ids = metas.map((meta) => meta.id)
  let next: number = DEMO_IDS.first
  while (ids.includes(next)) next += 1
  for (const id of new Set(repeated(ids)))
    ctx.addIssue({ code: 'custom', message: `id ${id} is taken twice (a free one: ${next})` })
  for (const page of new Set(repeated(metas.map((meta) => demoTarget(meta)))))
    ctx.addIssue({ code: 'custom', message: `${page} is declared twice` })
  for (const link of new Set(repeated(metas.map(demoLink))))
    ctx.addIssue({ code: 'custom', message: `${link} is the address of two pages` })
  for (const group of DEMO_GROUPS) {
    const inGroup = metas.filter((meta) => meta.group === group)
    for (const order of new Set(repeated(inGroup.map((meta) => meta.order))))
      ctx.addIssue({ code: 'custom', message: `two ${group} pages have order ${order}` })
  }
})

export const demoLink = (meta: Pick<DemoMeta, 'group' | 'name' | 'link'>): string =>
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
