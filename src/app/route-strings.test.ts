/**
 * Every screen has its strings before it renders: for each route file, the apps it imports (and
 * those their code imports through an index, as the dashboard's invoice cards do), and the shared
 * UI with strings that they use, are among what `stringsOfRoute` gives the route and its layout.
 */
import { describe, expect, it } from 'vitest'
import { stringFolders } from './app-locales'
import { stringsOfRoute } from './route-strings'

const routeFiles = import.meta.glob<string>('/src/routes/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
})
const featureFiles = import.meta.glob<string>(['/src/features/**/*.{ts,tsx}', '!**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

/** Value imports of another app's index (`@/features/invoice`; a schema carries no strings). */
const appsImported = (code: string): string[] =>
  [...code.matchAll(/^import (?!type )[^;]*?from '@\/features\/([a-z-]+)'/gm)].map(
    (match) => match[1] ?? '',
  )
/** Shared UI folders with strings whose components (the folder's index or a PascalCase file) the code uses. */
const sharedUsed = (code: string): string[] =>
  stringFolders
    .filter((folder) => folder.startsWith('shared/'))
    .filter((folder) =>
      new RegExp(`^import (?!type )[^;]*?from '@/${folder}(/[A-Z][A-Za-z]*)?'`, 'm').test(code),
    )

function stringsOfApp(app: string, seen = new Set<string>()): string[] {
  if (seen.has(app)) return []
  seen.add(app)
  const code = Object.entries(featureFiles)
    .filter(([path]) => path.startsWith(`/src/features/${app}/`))
    .map(([, text]) => text)
    .join('\n')
  const own = stringFolders.includes(`features/${app}`) ? [`features/${app}`] : []
  const others = appsImported(code).flatMap((other) => stringsOfApp(other, seen))
  return [...new Set([...own, ...sharedUsed(code), ...others])]
}

// What a route's apps import but never show there, checked by hand: the signed-in layout shows
// ecommerce's cart menu and none of its list tables; the dashboards read invoices and events
// through hooks, showing invoice statuses but no invoice list, mail composer or calendar.
const dashboards = ['shared/ui/data-table', 'features/email', 'features/calendar']
const notShown: Record<string, readonly string[]> = {
  '/_app': ['shared/ui/data-table'],
  '/_app/': dashboards,
  '/_app/dashboard/analytics': dashboards,
  '/_app/cards/$kind': dashboards,
}

const routes = Object.values(routeFiles).flatMap((code) => {
  const id = /createFileRoute\('([^']+)'\)/.exec(code)?.[1]
  return id ? [{ id, code }] : []
})

describe('route strings', () => {
  it('finds the route files', () => expect(routes.length).toBeGreaterThan(80))

  it.each(routes.map((route) => [route.id, route] as const))('%s has its strings', (id, route) => {
    const needed = [
      ...appsImported(route.code).flatMap((app) => stringsOfApp(app)),
      // The auth screens' demo variants carry their own strings, apart from auth's.
      ...(route.code.includes('authVariant(') ? ['features/auth/ui/variants'] : []),
    ].filter((folder) => !notShown[id]?.includes(folder))
    const layout = id.split('/').slice(0, 2).join('/')
    const given = new Set([...stringsOfRoute(id), ...stringsOfRoute(layout)])
    expect(needed.filter((folder) => !given.has(folder))).toEqual([])
  })

  it('names only folders that hold strings, and every such folder for some route', () => {
    const named = new Set(routes.flatMap((route) => stringsOfRoute(route.id)))
    expect([...named].filter((folder) => !stringFolders.includes(folder))).toEqual([])
    expect(stringFolders.filter((folder) => !named.has(folder))).toEqual([])
  })
})
