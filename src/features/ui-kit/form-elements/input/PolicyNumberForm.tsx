import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { IconCircleCheck, IconFileCertificate } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePolicyLookupForm } from './policy-number'

/** A policy number checked as it is typed: the error shows and clears live, submit confirms. */
export function PolicyNumberForm() {
  const { t } = useTranslation('ui-kit/form-elements-input')
  const { t: k } = useTranslation('ui-kit/form-elements-input', {
    keyPrefix: 'uiKit.form-elements-input.lookup',
  })
  const [found, setFound] = useState<string | null>(null)
  const form = usePolicyLookupForm({ policyNumber: k('error') })
  const submit = form.onSubmit(({ policyNumber }) => setFound(policyNumber.trim()))
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={k('label')}
          description={k('description')}
          placeholder="CR-10004"
          withAsterisk
          leftSection={<IconFileCertificate size={16} aria-hidden />}
          autoComplete="off"
          {...form.getInputProps('policyNumber')}
        />
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {found && (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} variant="light">
              {t('uiKit.form-elements-input.lookup.found', { number: found })}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
