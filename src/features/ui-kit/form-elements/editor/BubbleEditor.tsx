import { Text } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { BubbleMenu } from '@tiptap/react/menus'
import { useTranslation } from 'react-i18next'
import { useRichText } from '@/shared/ui/RichTextField'
import { editorLabels } from './editor-labels'

/**
 * A note with no toolbar until it is needed: selecting text brings a small menu of marks beside
 * it, so a short note keeps its space for the words.
 */
export function BubbleEditor() {
  const { t } = useTranslation('ui-kit/form-elements-editor')
  const { t: k } = useTranslation('ui-kit/form-elements-editor', {
    keyPrefix: 'uiKit.form-elements-editor.bubble',
  })
  const editor = useRichText({
    content: k('content'),
    label: k('label'),
    placeholder: k('placeholder'),
  })
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {k('label')}
      </Text>
      <RichTextEditor editor={editor} labels={editorLabels(t)}>
        {editor && (
          <BubbleMenu editor={editor}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Link />
            </RichTextEditor.ControlsGroup>
          </BubbleMenu>
        )}
        <RichTextEditor.Content mih={100} />
      </RichTextEditor>
      <Text fz="xs" c="dimmed" mt={4}>
        {k('hint')}
      </Text>
    </div>
  )
}
