import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionSelect } from './SectionSelect'
import { CURRENCIES, PREFIXES, useQuoteContactForm } from './quote-contact-form'

/**
 * A select inside an input's section: the select keeps its own name (aria-label) and tab stop,
 * so the pair reads and moves as two fields while looking like one.
 */
export function QuoteContactForm() {
  const { t, i18n } = useTranslation('ui-kit/form-elements-input-group')
  const { t: k } = useTranslation('ui-kit/form-elements-input-group', {
    keyPrefix: 'uiKit.form-elements-input-group.quote',
  })
  const [sent, setSent] = useState<string | null>(null)
  const form = useQuoteContactForm({ amount: k('amountError'), phone: k('phoneError') })
  const submit = form.onSubmit((values) => {
    const amount = new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: values.currency,
    }).format(Number(values.amount))
    setSent(
      t('uiKit.form-elements-input-group.quote.sent', {
        amount,
        phone: `${values.prefix} ${values.phone}`,
      }),
    )
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={k('amount')}
          description={k('amountHint')}
          inputMode="decimal"
          withAsterisk
          rightSectionWidth={92}
          rightSectionPointerEvents="all"
          rightSection={
            <SectionSelect
              width={92}
              aria-label={k('currency')}
              data={[...CURRENCIES]}
              {...form.getInputProps('currency')}
            />
          }
          {...form.getInputProps('amount')}
        />
        <TextInput
          label={k('phone')}
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
          leftSectionWidth={88}
          leftSectionPointerEvents="all"
          leftSection={
            <SectionSelect
              width={88}
              aria-label={k('prefix')}
              // A left-to-right mark keeps the plus before the digits in an RTL layout.
              data={Object.keys(PREFIXES).map((value) => ({ value, label: `\u200E${value}` }))}
              {...form.getInputProps('prefix')}
            />
          }
          {...form.getInputProps('phone')}
        />
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {sent && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {sent}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
