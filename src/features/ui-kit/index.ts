/**
 * The UI kit: a catalogue of demo pages, one folder each, found by `ui-kit.catalogue.ts`. A
 * group is one route with a `$name` parameter resolved here against the metas; each demo's code
 * loads only when its page opens.
 */
import { notFound } from '@tanstack/react-router'
import { lazyPage } from '@/shared/ui/lazy-page'
import { findDemo } from './ui-kit.manifest'
import { demoLink, type DemoGroup, type DemoMeta } from './ui-kit.schema'

export {
  componentsManifest,
  datatablesManifest,
  extensionsManifest,
  formElementsManifest,
  formsManifest,
  pageLayoutManifest,
  tablesManifest,
  uiElementsManifest,
} from './ui-kit.manifest'
export type { DemoMeta } from './ui-kit.schema'

export const DemoScreen = lazyPage(() => import('./ui/DemoScreen').then((m) => m.DemoScreen))

/**
 * For a group route's `beforeLoad`: the demo at `/<group>/<name>`, once the app's page guard
 * (`requirePage`, given by the route: the kit's ability, from its manifest) lets the user in; an
 * unknown name is not found.
 */
export async function loadDemo(
  group: DemoGroup,
  name: string,
  requirePage: (path: string) => Promise<void>,
): Promise<{ demo: DemoMeta }> {
  const demo = findDemo(group, name)
  if (!demo) throw notFound()
  await requirePage(demoLink(demo))
  return { demo }
}
