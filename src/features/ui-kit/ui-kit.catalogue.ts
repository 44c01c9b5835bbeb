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
export { meta as extensionsSweetAlert } from './extensions/sweet-alert/sweet-alert.meta'
export { meta as extensionsSlider } from './extensions/slider/slider.meta'
export { meta as extensionsToasts } from './extensions/toasts/toasts.meta'
export { meta as extensionsDragAndDrop } from './extensions/drag-and-drop/drag-and-drop.meta'
export { meta as extensionsTour } from './extensions/tour/tour.meta'
export { meta as extensionsClipboard } from './extensions/clipboard/clipboard.meta'
export { meta as extensionsSwiper } from './extensions/swiper/swiper.meta'
export { meta as extensionsRatings } from './extensions/ratings/ratings.meta'

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

// Form elements, input to switch.
export { meta as formElementsInput } from './form-elements/input/input.meta'
export { meta as formElementsInputGroup } from './form-elements/input-group/input-group.meta'
export { meta as formElementsInputMask } from './form-elements/input-mask/input-mask.meta'
export { meta as formElementsTextarea } from './form-elements/textarea/textarea.meta'
export { meta as formElementsCheckbox } from './form-elements/checkbox/checkbox.meta'
export { meta as formElementsRadio } from './form-elements/radio/radio.meta'
export { meta as formElementsSwitch } from './form-elements/switch/switch.meta'

// Form elements, select to pickers.
export { meta as formElementsSelect } from './form-elements/select/select.meta'
export { meta as formElementsNumberInput } from './form-elements/number-input/number-input.meta'
export { meta as formElementsFileUploader } from './form-elements/file-uploader/file-uploader.meta'
export { meta as formElementsEditor } from './form-elements/editor/editor.meta'
export { meta as formElementsPickers } from './form-elements/pickers/pickers.meta'

// Form patterns: layout, wizard, validation, repeater.
export { meta as formsLayout } from './forms/layout/layout.meta'
export { meta as formsWizard } from './forms/wizard/wizard.meta'
export { meta as formsValidation } from './forms/validation/validation.meta'
export { meta as formsRepeater } from './forms/repeater/repeater.meta'

// Tables and data tables.
export { meta as tablesBasic } from './tables/basic/basic.meta'
export { meta as datatablesBasic } from './datatables/basic/basic.meta'
export { meta as datatablesAdvanced } from './datatables/advanced/advanced.meta'
