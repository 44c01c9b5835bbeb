import { Alert, Button, Group, MaskInput, SimpleGrid, Stack } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DIRECT_DEBIT_FIELDS,
  useDirectDebitForm,
  type DirectDebitValues,
} from './direct-debit-form'

const MASKS: Record<keyof DirectDebitValues, string> = {
  phone: '+34 999 99 99 99',
  iban: 'ES99 9999 9999 9999 9999 9999',
  postalCode: '99999',
}

/**
 * The masks write into the DOM themselves, so each field is left uncontrolled and hands the form
 * its raw digits; the form validates and shows errors as usual.
 */
export function DirectDebitForm() {
  const { t: k } = useTranslation('ui-kit/form-elements-input-mask', {
    keyPrefix: 'uiKit.form-elements-input-mask.mandate',
  })
  const [done, setDone] = useState(false)
  const form = useDirectDebitForm({
    phone: k('phoneError'),
    iban: k('ibanError'),
    postalCode: k('postalCodeError'),
  })
  const submit = form.onSubmit(() => setDone(true))
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DIRECT_DEBIT_FIELDS.map((field) => (
            <MaskInput
              key={field}
              label={k(field)}
              mask={MASKS[field]}
              inputMode="numeric"
              withAsterisk
              error={form.errors[field]}
              onChangeRaw={(raw) => {
                setDone(false)
                form.setFieldValue(field, raw)
              }}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {done && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {k('done')}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
