import { Alert, Button, Group, Radio, Stack } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FREQUENCIES, usePaymentForm } from './payment-form'

/** A required Radio.Group: sending with nothing chosen shows the group's error, choosing clears it. */
export function PaymentFrequencyForm() {
  const { t } = useTranslation('ui-kit/form-elements-radio')
  const { t: k } = useTranslation('ui-kit/form-elements-radio', {
    keyPrefix: 'uiKit.form-elements-radio.payment',
  })
  const [saved, setSaved] = useState<string | null>(null)
  const form = usePaymentForm({ frequency: k('error') })
  return (
    <form onSubmit={form.onSubmit(({ frequency }) => setSaved(frequency))} noValidate>
      <Stack gap="sm">
        <Radio.Group
          label={k('label')}
          description={k('hint')}
          withAsterisk
          {...form.getInputProps('frequency')}
        >
          <Stack gap="xs" mt="xs">
            {FREQUENCIES.map((frequency) => (
              <Radio key={frequency} value={frequency} label={k(frequency)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {saved && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {t('uiKit.form-elements-radio.payment.saved', { frequency: k(saved) })}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
