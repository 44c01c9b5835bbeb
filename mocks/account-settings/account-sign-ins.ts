/**
 * What a sign-in leaves in the account: a line in its recent devices (browser, system, where,
 * when) and, for an account that was deactivated, its reactivation. Called by the auth handlers
 * inside their write, once the password (or the registration) has been accepted.
 */
import { now } from '@mocks/kernel/draws'
import { nextId } from '@mocks/kernel/write'
import { DEVICES_KEPT } from '@/features/account-settings/account-security.schema'
import { accountSettings, signIns } from './account-settings.table'

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (table: ReadonlyArray<readonly [RegExp, string]>, agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown'

/** The browser and system a user agent names. */
export const describeAgent = (agent: string) => ({
  browser: first(BROWSERS, agent),
  device: first(SYSTEMS, agent),
})

/**
 * Where: the city of the device's time zone (`Europe/Madrid` → `Madrid`). The app runs on the
 * device and never asks the network where it is, so this is all it knows.
 */
export function whereFromTimeZone(zone: string | undefined): string {
  if (!zone || !zone.includes('/')) return zone ?? ''
  return (zone.split('/').pop() ?? '').replace(/_/g, ' ')
}

/** The agent of the request, else of the worker itself (a service worker sees its own browser's). */
const agentOf = (request: Request) =>
  request.headers.get('user-agent') ||
  (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ||
  ''

/**
 * A new account starts with no devices. Sign-ins outlive a reset (like sessions), and a reset
 * drops registered accounts, whose ids the next ones take: what an old one left is not theirs.
 */
export const forgetSignIns = (userId: number) => signIns().where('userId').equals(userId).delete()

/** Records the sign-in and reactivates a deactivated account. Only inside a write transaction. */
export async function noteSignIn(userId: number, request: Request): Promise<void> {
  await signIns().add({
    id: await nextId(signIns()),
    userId,
    ...describeAgent(agentOf(request)),
    where: whereFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone).slice(0, 80),
    at: now().toISOString(),
  })
  const mine = await signIns().where('userId').equals(userId).sortBy('at')
  const old = mine.slice(0, Math.max(0, mine.length - DEVICES_KEPT)).map((row) => row.id)
  if (old.length) await signIns().bulkDelete(old)
  const settings = await accountSettings().get(userId)
  if (settings?.status.deactivatedAt)
    await accountSettings().put({
      ...settings,
      status: { deactivatedAt: null, reactivatedAt: now().toISOString() },
    })
}
