import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CodeSnippet } from './CodeSnippet'
import { CopyField } from './CopyField'
import { MessageCopy } from './MessageCopy'

const REQUEST = `curl https://api.corredor.app/v1/policies/POL-2024-0457 \\
  -H "Authorization: Bearer $CORREDOR_TOKEN" \\
  -H "Accept: application/json"`

const WEBHOOK = `{
  "event": "claim.opened",
  "claim": "CLM-2025-0192",
  "policy": "POL-2024-0457",
  "client": "Carmen Ortega"
}`

/** Copying from fields, from code blocks and from an edited message, each showing it copied. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-clipboard', {
    keyPrefix: 'uiKit.extensions-clipboard',
  })
  return (
    <Stack gap="lg">
      <DemoSection title={k('fields.title')} description={k('fields.description')}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <CopyField label={k('fields.policy')} initial="POL-2024-0457" ltr />
          <CopyField label={k('fields.portal')} initial="https://portal.corredor.app/c/4457" ltr />
          <CopyField label={k('fields.iban')} initial="ES91 2100 0418 4502 0005 1332" ltr />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={k('code.title')} description={k('code.description')}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <CodeSnippet code={REQUEST} label={k('code.request')} />
          <CodeSnippet code={WEBHOOK} label={k('code.webhook')} />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={k('message.title')} description={k('message.description')}>
        <MessageCopy />
      </DemoSection>
    </Stack>
  )
}
