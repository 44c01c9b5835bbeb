/**
 * The countries the forms offer: stored by English name (as the seed and the billing address
 * keep them), shown in the reader's language through `Intl.DisplayNames`.
 */
const COUNTRIES: Readonly<Record<string, string>> = {
  AR: 'Argentina',
  BR: 'Brazil',
  CA: 'Canada',
  CL: 'Chile',
  CO: 'Colombia',
  FR: 'France',
  DE: 'Germany',
  IT: 'Italy',
  MX: 'Mexico',
  PE: 'Peru',
  PT: 'Portugal',
  ES: 'Spain',
  GB: 'United Kingdom',
  US: 'United States',
  UY: 'Uruguay',
}

export interface CountryOption {
  value: string
  label: string
}

/** The options in the reader's language and order; a stored country not in the list stays offered. */
export function countryOptions(language: string, current = ''): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const options = Object.entries(COUNTRIES).map(([code, name]) => ({
    value: name,
    label: names.of(code) ?? name,
  }))
  if (current && !options.some((option) => option.value === current))
    options.push({ value: current, label: current })
  return options.sort((a, b) => a.label.localeCompare(b.label, language))
}
