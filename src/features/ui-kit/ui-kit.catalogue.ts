/**
 * Every demo page of the UI kit, one line each: its folder's meta. Adding a page is its folder
 * (`<group>/<name>/<name>.meta.ts` and `<Name>Demo.tsx`) plus its line here. The manifests, the
 * menu, the main search and the screen sweep read this list; a group's pages are listed in the
 * order of their names here (a module namespace's keys are sorted).
 */

// Elements.
export { meta as elementsTypography } from './elements/typography/typography.meta'

// Elements: colours and icons.

// Components, accordion to list group.

// Components, modals to tooltips.
export { meta as componentsModals } from './components/modals/modals.meta'
export { meta as componentsNavs } from './components/navs/navs.meta'
export { meta as componentsOffcanvas } from './components/offcanvas/offcanvas.meta'
export { meta as componentsPagination } from './components/pagination/pagination.meta'
export { meta as componentsPillBadges } from './components/pill-badges/pill-badges.meta'
export { meta as componentsPills } from './components/pills/pills.meta'
export { meta as componentsPopovers } from './components/popovers/popovers.meta'
export { meta as componentsProgress } from './components/progress/progress.meta'
export { meta as componentsSpinners } from './components/spinners/spinners.meta'
export { meta as componentsTabs } from './components/tabs/tabs.meta'
export { meta as componentsTimeline } from './components/timeline/timeline.meta'
export { meta as componentsToasts } from './components/toasts/toasts.meta'
export { meta as componentsTooltips } from './components/tooltips/tooltips.meta'

// Extensions, sweet alert to ratings.

// Extensions, pagination to tree.

// Page layouts.
export { meta as pageLayoutBlank } from './page-layout/blank/blank.meta'
export { meta as pageLayoutBoxed } from './page-layout/boxed/boxed.meta'
export { meta as pageLayoutCollapsedMenu } from './page-layout/collapsed-menu/collapsed-menu.meta'
export { meta as pageLayoutEmpty } from './page-layout/empty/empty.meta'
export { meta as pageLayoutWithoutMenu } from './page-layout/without-menu/without-menu.meta'
