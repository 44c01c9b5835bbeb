import { Alert, Button, Group, Stack } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CLAIM_NOTE_MAX, useClaimNoteForm } from './claim-note-form'
import { CountedTextarea } from './CountedTextarea'

/** The form's counted field: at least 20 characters to send, never more than the limit. */
export function ClaimNoteForm() {
  const { t: k } = useTranslation('ui-kit/form-elements-textarea', {
    keyPrefix: 'uiKit.form-elements-textarea.claim',
  })
  const [sent, setSent] = useState(false)
  const form = useClaimNoteForm({ description: k('error') })
  const field = form.getInputProps('description')
  return (
    <form onSubmit={form.onSubmit(() => setSent(true))} noValidate>
      <Stack gap="sm">
        <CountedTextarea
          label={k('label')}
          description={k('hint')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          max={CLAIM_NOTE_MAX}
          {...field}
          value={form.values.description}
        />
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {sent && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {k('sent')}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
