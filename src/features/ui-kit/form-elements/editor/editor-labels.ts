import type { RichTextEditorLabels } from '@mantine/tiptap'
import type { TFunction } from 'i18next'

/** The toolbar's controls that the page uses, named in the reader's language (Mantine's are English). */
const CONTROLS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const satisfies readonly (keyof RichTextEditorLabels)[]

export const editorLabels = (t: TFunction): Partial<RichTextEditorLabels> =>
  Object.fromEntries(
    CONTROLS.map((control) => [control, t(`uiKit.form-elements-editor.labels.${control}`)]),
  )
