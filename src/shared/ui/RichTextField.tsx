import '@mantine/tiptap/styles.layer.css'
import { Text } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import Placeholder from '@tiptap/extension-placeholder'
import type { ReactNode } from 'react'
import { useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'

interface EditorOptions {
  /** The starting HTML, already sanitised by the caller. */
  content: string
  /** The field's name, read out on the editable area. */
  label: string
  placeholder: string
}

/** A Tiptap editor for a rich-text field: the starter kit, a placeholder and a name. */
export function useRichText({ content, label, placeholder }: EditorOptions) {
  return useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
      Placeholder.configure({ placeholder }),
    ],
    content,
    editorProps: { attributes: { 'aria-label': label } },
  })
}

interface FieldProps {
  editor: Editor | null
  label: string
  error?: ReactNode
  minHeight?: number
}

/** A labelled rich-text field with its toolbar and, under it, the API's error if any. */
export function RichTextField({ editor, label, error, minHeight = 140 }: FieldProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
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
            <RichTextEditor.Blockquote />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  )
}
