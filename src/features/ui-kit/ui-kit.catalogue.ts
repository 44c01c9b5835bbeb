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
export { meta as componentsAccordion } from './components/accordion/accordion.meta'
export { meta as componentsAlerts } from './components/alerts/alerts.meta'
export { meta as componentsAutoComplete } from './components/auto-complete/auto-complete.meta'
export { meta as componentsAvatar } from './components/avatar/avatar.meta'
export { meta as componentsBadges } from './components/badges/badges.meta'
export { meta as componentsBlockUi } from './components/block-ui/block-ui.meta'
export { meta as componentsBreadcrumbs } from './components/breadcrumbs/breadcrumbs.meta'
export { meta as componentsButtons } from './components/buttons/buttons.meta'
export { meta as componentsCarousel } from './components/carousel/carousel.meta'
export { meta as componentsCollapse } from './components/collapse/collapse.meta'
export { meta as componentsDivider } from './components/divider/divider.meta'
export { meta as componentsDropdowns } from './components/dropdowns/dropdowns.meta'
export { meta as componentsListGroup } from './components/list-group/list-group.meta'

// Components, modals to tooltips.

// Extensions, sweet alert to ratings.

// Extensions, pagination to tree.

// Page layouts.
export { meta as pageLayoutBlank } from './page-layout/blank/blank.meta'
export { meta as pageLayoutBoxed } from './page-layout/boxed/boxed.meta'
export { meta as pageLayoutCollapsedMenu } from './page-layout/collapsed-menu/collapsed-menu.meta'
export { meta as pageLayoutEmpty } from './page-layout/empty/empty.meta'
export { meta as pageLayoutWithoutMenu } from './page-layout/without-menu/without-menu.meta'
