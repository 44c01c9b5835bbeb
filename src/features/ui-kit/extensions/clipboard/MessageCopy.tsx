import { Alert, Button, Group, SimpleGrid, Text, Textarea } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A message the broker edits, then copies to paste into an email or a chat; the copied state is
 * said aloud, and a refused clipboard (no permission, an old browser) says what to do instead.
 */
export function MessageCopy() {
  const { t } = useTranslation('ui-kit/extensions-clipboard')
  const { t: k } = useTranslation('ui-kit/extensions-clipboard', {
    keyPrefix: 'uiKit.extensions-clipboard.message',
  })
  // The broker's own text once edited; until then the template, in the current language.
  const [edited, setEdited] = useState<string | null>(null)
  const message = edited ?? k('text')
  const clipboard = useClipboard({ timeout: 3000 })
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <div>
        <Textarea
          label={k('label')}
          value={message}
          onChange={(event) => setEdited(event.currentTarget.value)}
          autosize
          minRows={4}
        />
        <Group mt="sm" gap="sm">
          <Button
            onClick={() => clipboard.copy(message)}
            color={clipboard.copied ? 'teal' : undefined}
            leftSection={
              clipboard.copied ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <IconCopy size={16} aria-hidden />
              )
            }
          >
            {clipboard.copied ? t('uiKit.extensions-clipboard.copied') : k('copy')}
          </Button>
          <Text fz="sm" role="status" data-testid="message-copied">
            {clipboard.copied ? k('done', { count: message.length }) : ''}
          </Text>
        </Group>
        {clipboard.error && (
          <Alert mt="sm" color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {k('refused')}
          </Alert>
        )}
      </div>
      <Textarea label={k('paste')} placeholder={k('pasteHint')} autosize minRows={4} />
    </SimpleGrid>
  )
}
