/**
 * The calendar's URL state. `calendars` is a comma list of kinds: absent means every kind,
 * `none` means none (the UI then shows nothing and asks the server nothing). `view` and `date`
 * keep the big calendar where the user left it.
 */
import { z } from 'zod'
import { CALENDAR_KINDS, type CalendarKind } from '../calendar.schema'

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]

export const NONE = 'none'

export const calendarSearchSchema = z.object({
  calendars: z.string().optional().catch(undefined),
  view: z.enum(CALENDAR_VIEWS).optional().catch(undefined),
  date: z.iso.date().optional().catch(undefined),
})

export type CalendarSearch = z.infer<typeof calendarSearchSchema>

/** The selected kinds, or `undefined` for every kind. Unknown names are ignored. */
export function parseKinds(param: string | undefined): CalendarKind[] | undefined {
  if (param === undefined) return undefined
  if (param === NONE) return []
  const picked = param.split(',').map((kind) => kind.trim())
  const kinds = CALENDAR_KINDS.filter((kind) => picked.some((name) => name === kind))
  return kinds.length === 0 || kinds.length === CALENDAR_KINDS.length ? undefined : kinds
}

/** The URL form of a selection: every kind is no parameter at all. */
export function kindsToParam(kinds: readonly CalendarKind[]): string | undefined {
  const known = CALENDAR_KINDS.filter((kind) => kinds.includes(kind))
  if (known.length === 0) return NONE
  if (known.length === CALENDAR_KINDS.length) return undefined
  return known.join(',')
}

export const selectedKinds = (param: string | undefined): readonly CalendarKind[] =>
  parseKinds(param) ?? CALENDAR_KINDS

export const FC_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
}

export const viewFromFc = (type: string): CalendarView =>
  CALENDAR_VIEWS.find((view) => FC_VIEWS[view] === type) ?? 'month'
