import '@mantine/tiptap/styles.layer.css'
import { Text } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import type { Editor } from '@tiptap/react'
import { useTranslation } from 'react-i18next'

/** The rich-text description: a labelled editor with its toolbar. */
export function DescriptionEditor({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation()
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="todo-description-label">
        {t('todo.drawer.description')}
      </Text>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </div>
  )
}
