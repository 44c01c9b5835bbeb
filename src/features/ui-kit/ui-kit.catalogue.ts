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

// Extensions, sweet alert to ratings.
export { meta as extensionsSweetAlert } from './extensions/sweet-alert/sweet-alert.meta'
export { meta as extensionsSlider } from './extensions/slider/slider.meta'
export { meta as extensionsToasts } from './extensions/toasts/toasts.meta'
export { meta as extensionsDragAndDrop } from './extensions/drag-and-drop/drag-and-drop.meta'
export { meta as extensionsTour } from './extensions/tour/tour.meta'
export { meta as extensionsClipboard } from './extensions/clipboard/clipboard.meta'
export { meta as extensionsSwiper } from './extensions/swiper/swiper.meta'
export { meta as extensionsRatings } from './extensions/ratings/ratings.meta'

// Extensions, pagination to tree.

// Page layouts.
export { meta as pageLayoutBlank } from './page-layout/blank/blank.meta'
export { meta as pageLayoutBoxed } from './page-layout/boxed/boxed.meta'
export { meta as pageLayoutCollapsedMenu } from './page-layout/collapsed-menu/collapsed-menu.meta'
export { meta as pageLayoutEmpty } from './page-layout/empty/empty.meta'
export { meta as pageLayoutWithoutMenu } from './page-layout/without-menu/without-menu.meta'
