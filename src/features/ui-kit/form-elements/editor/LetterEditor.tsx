import { Button, Group, Stack, Text } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRichText } from '@/shared/ui/RichTextField'
import { editorLabels } from './editor-labels'

interface Props {
  initial: string
  onSave: (html: string) => void
}

/** A letter to a client with the full toolbar; Save hands its HTML to the page. */
export function LetterEditor({ initial, onSave }: Props) {
  const { t } = useTranslation('ui-kit/form-elements-editor')
  const { t: k } = useTranslation('ui-kit/form-elements-editor', {
    keyPrefix: 'uiKit.form-elements-editor.letter',
  })
  const editor = useRichText({ content: initial, label: k('label'), placeholder: k('placeholder') })
  const [saved, setSaved] = useState(false)
  // An edit after saving makes "Saved" untrue.
  useEffect(() => {
    if (!editor) return
    const unsaved = () => setSaved(false)
    editor.on('update', unsaved)
    return () => {
      editor.off('update', unsaved)
    }
  }, [editor])

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {k('label')}
      </Text>
      <RichTextEditor editor={editor} labels={editorLabels(t)}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
      <Group justify="flex-end" gap="sm">
        {saved && (
          <Text fz="sm" c="dimmed" role="status">
            {k('saved')}
          </Text>
        )}
        <Button
          onClick={() => {
            if (!editor) return
            onSave(editor.getHTML())
            setSaved(true)
          }}
        >
          {k('save')}
        </Button>
      </Group>
    </Stack>
  )
}
