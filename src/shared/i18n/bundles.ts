/**
 * Translation bundles are plain JSON trees. Several files add keys under the same top-level
 * key (every app adds its titles to `apps` and `pages`), so they are merged deeply.
 */
export type Bundle = { [key: string]: string | Bundle }

const isBundle = (value: string | Bundle | undefined): value is Bundle =>
  typeof value === 'object' && value !== null

export function mergeBundles(bundles: readonly Bundle[]): Bundle {
  const merged: Bundle = {}
  for (const bundle of bundles) {
    for (const [key, value] of Object.entries(bundle)) {
      const current = merged[key]
      merged[key] = isBundle(current) && isBundle(value) ? mergeBundles([current, value]) : value
    }
  }
  return merged
}
