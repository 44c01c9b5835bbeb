/**
 * The UI kit's screens as manifests, one per group, built from the catalogue's metas: the menu,
 * the main search, the guards and the screen sweep read them like any app's. The kit's one
 * endpoint (`/api/autocomplete/data`) takes the same ability.
 */
import type { Ability, AppManifest, MenuSection } from '@/shared/contract/manifest'
import { demoMetas } from './ui-kit.catalogue'
import { demoLink, demoTarget, type DemoGroup, type DemoMeta } from './ui-kit.schema'

export const UI_KIT_ABILITY: Ability = ['read', 'UiKit']

const groupManifest = (
  id: string,
  group: DemoGroup,
  title: string,
  icon: string,
  section: MenuSection = 'ui',
): AppManifest => ({
  id,
  title,
  section,
  icon,
  ability: UI_KIT_ABILITY,
  pages: demoMetas
    .filter((meta) => meta.group === group)
    .map((meta) => ({
      id: meta.id,
      target: demoTarget(meta),
      title: meta.title,
      icon: meta.icon,
      link: demoLink(meta),
      keywords: meta.keywords,
    })),
})

export const uiElementsManifest = groupManifest(
  'ui-elements',
  'elements',
  'UI Elements',
  'IconTypography',
)
export const componentsManifest = groupManifest(
  'components',
  'components',
  'Components',
  'IconComponents',
)
export const extensionsManifest = groupManifest(
  'extensions',
  'extensions',
  'Extensions',
  'IconPuzzle',
)
export const pageLayoutManifest = groupManifest(
  'page-layout',
  'page-layout',
  'Page Layouts',
  'IconLayout',
)

export const formElementsManifest = groupManifest(
  'form-elements',
  'form-elements',
  'Form Elements',
  'IconForms',
  'forms',
)
export const formsManifest = groupManifest('forms', 'forms', 'Form Patterns', 'IconWand', 'forms')
export const tablesManifest = groupManifest('tables', 'tables', 'Table', 'IconTable', 'forms')
export const datatablesManifest = groupManifest(
  'datatables',
  'datatables',
  'Datatables',
  'IconTableOptions',
  'forms',
)

/** The meta of `/<group>/<name>`, or undefined: an unknown name is not found. */
export const findDemo = (group: DemoGroup, name: string): DemoMeta | undefined =>
  demoMetas.find((meta) => meta.group === group && meta.name === name)
