/**
 * Every demo page of the UI kit, one line each: its folder's meta. Adding a page is its folder
 * (`<group>/<name>/<name>.meta.ts` and `<Name>Demo.tsx`) plus its line here. The manifests, the
 * menu, the main search and the screen sweep read this list; a group's pages are listed in the
 * order of their names here (a module namespace's keys are sorted).
 */

// Elements.
export { meta as elementsTypography } from './elements/typography/typography.meta'

// Elements: colours and icons.
export { meta as elementsColors } from './elements/colors/colors.meta'
export { meta as elementsIcons } from './elements/icons/icons.meta'

// Components, accordion to list group.

// Components, modals to tooltips.

// Extensions, sweet alert to ratings.

// Extensions, pagination to tree.
export { meta as extensionsContextMenu } from './extensions/context-menu/context-menu.meta'
export { meta as extensionsExport } from './extensions/export/export.meta'
export { meta as extensionsExportSelected } from './extensions/export-selected/export-selected.meta'
export { meta as extensionsI18n } from './extensions/i18n/i18n.meta'
export { meta as extensionsImport } from './extensions/import/import.meta'
export { meta as extensionsPagination } from './extensions/pagination/pagination.meta'
export { meta as extensionsTree } from './extensions/tree/tree.meta'

// Page layouts.
export { meta as pageLayoutBlank } from './page-layout/blank/blank.meta'
export { meta as pageLayoutBoxed } from './page-layout/boxed/boxed.meta'
export { meta as pageLayoutCollapsedMenu } from './page-layout/collapsed-menu/collapsed-menu.meta'
export { meta as pageLayoutEmpty } from './page-layout/empty/empty.meta'
export { meta as pageLayoutWithoutMenu } from './page-layout/without-menu/without-menu.meta'
