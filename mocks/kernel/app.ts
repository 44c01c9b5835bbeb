/**
 * One server module per app, and `serve()`, which turns the list of them into the worker's
 * handlers. Deny by default: a route takes its app's ability unless it declares its own access;
 * a route with neither is refused here, when the registry is built, and only login, register and
 * refresh may be public.
 */
import type { HttpHandler } from 'msw'
import type { $ZodType } from 'zod/v4/core'
import type { Endpoint } from '@/shared/contract/endpoint'
import type { TableSchemas } from '../db/database'
import type { DataRegistry, Seed } from '../db/seed'
import type { Access, Method, RouteSpec } from './route'
import { defined, type RoundTrip } from './round-trip'

export interface ServerApp {
  id: string
  /** What every route of the app requires unless it declares its own: the manifest's ability. */
  access?: Access
  /** Dexie store definitions, for the app's version line in db/schema.ts. */
  tables?: TableSchemas
  seeds?: readonly Seed[]
  /** Tables that a reset or an import leaves alone. */
  keep?: readonly string[]
  /** Every table an export carries, with the schema its rows must pass on import. */
  rows?: Readonly<Record<string, $ZodType>>
  /** Tables whose rows each belong to their `userId`: a connected device pulls only its user's. */
  owned?: readonly string[]
  routes: readonly RouteSpec[]
  /**
   * Its writes stay on the device that made them, and its tables are not shared: a connected
   * device neither pushes nor pulls them (sessions, the device's own database and sync settings).
   */
  device?: true
}

export interface RouteInfo {
  app: string
  method: Method
  path: string
  access: Access
  query?: $ZodType
  body?: $ZodType
  roundTrip?: RoundTrip | readonly RoundTrip[]
  /** The contract's declaration the route answers. */
  endpoint: Endpoint
}

export const PUBLIC_PATHS: readonly string[] = ['/jwt/login', '/jwt/register', '/jwt/refresh-token']

export class RegistryError extends Error {
  override name = 'RegistryError'
}

function accessOf(app: ServerApp, spec: RouteSpec): Access {
  const access = spec.access ?? app.access
  const name = `${spec.method} ${spec.path} (${app.id})`
  if (!access) throw new RegistryError(`${name} declares no ability and is not public`)
  if (access === 'public' && !PUBLIC_PATHS.includes(spec.path))
    throw new RegistryError(`${name} may not be public: only login, register and refresh are`)
  return access
}

export interface Server {
  handlers: HttpHandler[]
  routes: RouteInfo[]
}

export function serve(apps: readonly ServerApp[]): Server {
  const routes: RouteInfo[] = []
  const handlers: HttpHandler[] = []
  for (const app of apps) {
    for (const spec of app.routes) {
      const access = accessOf(app, spec)
      const { method, path, query, body, roundTrip, endpoint } = spec
      const declared = defined({ query, body, roundTrip })
      routes.push({ app: app.id, method, path, access, endpoint, ...declared })
      handlers.push(spec.toHandler(access, app.device === true))
    }
  }
  return { handlers, routes }
}

/** What the seed runner, reset, export and import need to know of every app's data. */
export function dataOf(apps: readonly ServerApp[]): DataRegistry {
  return {
    seeds: apps.flatMap((app) => app.seeds ?? []),
    keep: ['secrets', ...apps.flatMap((app) => app.keep ?? [])],
    exported: Object.assign({}, ...apps.map((app) => app.rows ?? {})) as DataRegistry['exported'],
    appOf: Object.fromEntries(
      apps.flatMap((app) => Object.keys(app.rows ?? {}).map((table) => [table, app.id])),
    ),
    shared: Object.fromEntries(
      apps
        .filter((app) => app.device !== true)
        .flatMap((app) =>
          Object.keys(app.rows ?? {}).map((table) => [
            table,
            { access: app.access ?? MANAGE_ALL, owned: app.owned?.includes(table) === true },
          ]),
        ),
    ),
  }
}

/** Who may read a shared table whose app names no access of its own: the admin alone. */
const MANAGE_ALL: Access = ['manage', 'all']
