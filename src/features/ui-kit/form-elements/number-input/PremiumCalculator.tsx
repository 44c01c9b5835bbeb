import { Button, Group, NumberInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { currencyAffixes, formatEuros, numberSeparators, premiumOf } from './number-format'
import classes from './NumberInput.module.css'

const quoteSchema = z.object({
  sumInsured: z.number().min(10_000).max(5_000_000),
  rate: z.number().min(0.01).max(5),
})
type Quote = { sumInsured: number | string; rate: number | string }

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN)

/**
 * The house form pattern on numbers: sum insured × rate = premium, worked out as the user types,
 * checked by a zod schema with the page's own words, in the reader's number format.
 */
export function PremiumCalculator() {
  const { i18n } = useTranslation('ui-kit/form-elements-number-input')
  const { t: k } = useTranslation('ui-kit/form-elements-number-input', {
    keyPrefix: 'uiKit.form-elements-number-input.calculator',
  })
  const { decimal, thousands } = numberSeparators(i18n.language)
  const [quoted, setQuoted] = useState<number | null>(null)
  const form = useForm<Quote>({
    initialValues: { sumInsured: 180_000, rate: 0.125 },
    validate: schemaValidate(quoteSchema, {
      messages: { sumInsured: k('sumInsuredError'), rate: k('rateError') },
    }),
    onValuesChange: () => setQuoted(null),
  })
  const { sumInsured, rate } = form.getValues()
  const premium = premiumOf(asNumber(sumInsured), asNumber(rate))

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => setQuoted(premiumOf(+values.sumInsured, +values.rate)))}
    >
      <Stack gap="sm">
        <NumberInput
          classNames={classes}
          label={k('sumInsured')}
          description={k('sumInsuredHint')}
          {...currencyAffixes(i18n.language)}
          decimalSeparator={decimal}
          thousandSeparator={thousands}
          decimalScale={0}
          step={1000}
          min={0}
          allowNegative={false}
          key={form.key('sumInsured')}
          {...form.getInputProps('sumInsured')}
        />
        <NumberInput
          classNames={classes}
          label={k('rate')}
          description={k('rateHint')}
          suffix=" %"
          decimalSeparator={decimal}
          thousandSeparator={thousands}
          decimalScale={3}
          step={0.005}
          min={0}
          allowNegative={false}
          key={form.key('rate')}
          {...form.getInputProps('rate')}
        />
        <Group justify="space-between" align="end">
          <Text fz="sm" aria-live="polite" data-testid="premium">
            {Number.isFinite(premium)
              ? k('premium', { amount: formatEuros(premium, i18n.language) })
              : k('incomplete')}
          </Text>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        {quoted !== null && (
          <Text fz="sm" fw={500} c="green.8" role="status">
            {k('quoted', { amount: formatEuros(quoted, i18n.language) })}
          </Text>
        )}
      </Stack>
    </form>
  )
}
