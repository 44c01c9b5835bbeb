import '@mantine/tiptap/styles.layer.css'
import { Text } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import type { Editor } from '@tiptap/react'
import { useTranslation } from 'react-i18next'

/** The rich-text body: a labelled editor with its toolbar and the API's error under it. */
export function ComposeEditor({ editor, error }: { editor: Editor | null; error?: string }) {
  const { t } = useTranslation()
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="compose-message-label">
        {t('email.message')}
      </Text>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  )
}
