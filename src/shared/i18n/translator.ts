/**
 * A translator over plain bundles, for the sign-in shell, which runs without i18next: a key
 * is a dotted path into the bundle (`auth.signIn`), `{{name}}` placeholders are filled, and a
 * key the language lacks falls back to English, then to the key itself, as i18next does.
 */
import type { Bundle } from './bundles'

export type Values = Record<string, string | number>

const lookup = (bundle: Bundle, key: string): string | undefined => {
  let node: Bundle | string | undefined = bundle
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

const fill = (text: string, values: Values | undefined): string =>
  values
    ? text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      )
    : text

export function createTranslator(strings: Bundle, english: Bundle) {
  return (key: string, values?: Values): string =>
    fill(lookup(strings, key) ?? lookup(english, key) ?? key, values)
}
