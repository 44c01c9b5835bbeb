import '@mantine/tiptap/styles.layer.css'
import { SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HtmlContent } from '@/shared/ui/HtmlContent'
import { DemoSection } from '../../ui/DemoSection'
import { BubbleEditor } from './BubbleEditor'
import { LetterEditor } from './LetterEditor'

/**
 * Rich text as the product keeps it: written in Tiptap, stored as HTML, and only ever shown
 * through DOMPurify (the product's HtmlContent), whoever wrote the HTML.
 */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-editor', {
    keyPrefix: 'uiKit.form-elements-editor',
  })
  const [stored, setStored] = useState(() => k('letter.content'))

  return (
    <Stack gap="lg">
      <DemoSection title={k('letter.title')} description={k('letter.description')}>
        <LetterEditor initial={stored} onSave={setStored} />
      </DemoSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DemoSection title={k('stored.title')} description={k('stored.description')}>
          <Textarea
            label={k('stored.label')}
            description={k('stored.hint')}
            value={stored}
            onChange={(event) => setStored(event.currentTarget.value)}
            autosize
            minRows={6}
            maxRows={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            size="xs"
            spellCheck={false}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {k('stored.preview')}
            </Text>
            <HtmlContent html={stored} testId="saved-preview" />
          </div>
        </DemoSection>
        <DemoSection title={k('bubble.title')} description={k('bubble.description')}>
          <BubbleEditor />
        </DemoSection>
      </SimpleGrid>
    </Stack>
  )
}
