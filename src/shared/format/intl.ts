/**
 * Intl formatters, built once per language and options. Building one costs far more than using
 * it (a dashboard's first render built hundreds, about 12 ms of a sign-in), and the product asks
 * for a handful of (language, options) pairs, so the cache stays small without eviction.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

const keyOf = (language: string, options: object) => `${language}\u0000${JSON.stringify(options)}`

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}) {
  const key = keyOf(language, options)
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    numberFormats.set(key, format)
  }
  return format
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}) {
  const key = keyOf(language, options)
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, options)
    dateTimeFormats.set(key, format)
  }
  return format
}
