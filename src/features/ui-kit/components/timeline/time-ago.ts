const UNITS = [
  { unit: 'day', minutes: 60 * 24 },
  { unit: 'hour', minutes: 60 },
  { unit: 'minute', minutes: 1 },
] as const

/**
 * How long ago, in the reader's language and the largest whole unit ("3 hours ago", "yesterday"):
 * an activity feed reads better so than with timestamps.
 */
export function timeAgo(minutesAgo: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const minutes = Math.max(0, Math.floor(minutesAgo))
  if (minutes === 0) return format.format(0, 'second')
  const { unit, minutes: size } = UNITS.find((each) => minutes >= each.minutes) ?? UNITS[2]
  return format.format(-Math.floor(minutes / size), unit)
}
