/**
 * Intl formatters, built once per language and options. Building one costs far more than using
 * it (a dashboard's first render built hundreds, about 12 ms of a sign-in), and the product asks
 * for a handful of (language, options) pairs, so the cache stays small without eviction.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(formats: Map<string, F>, language: string, options: object, make: () => F): F {
  const key = `${language}\u0000${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options))

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(dateFormats, language, options, () => new Intl.DateTimeFormat(language, options))
