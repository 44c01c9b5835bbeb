import { NumberInput, SimpleGrid, Stack, Text, Code, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { DirectDebitForm } from './DirectDebitForm'
import { MaskField } from './MaskField'
import { dateMaskFor, numberSeparatorsFor } from './mask-formats'

const upper = (char: string) => char.toUpperCase()

/** Masked inputs for the formats an agency types all day, each with its raw and shown value. */
export function Demo() {
  const { t, i18n } = useTranslation('ui-kit/form-elements-input-mask')
  const { t: k } = useTranslation('ui-kit/form-elements-input-mask', {
    keyPrefix: 'uiKit.form-elements-input-mask',
  })
  const date = dateMaskFor(i18n.language, {
    day: k('date.day'),
    month: k('date.month'),
    year: k('date.year'),
  })
  const separators = numberSeparatorsFor(i18n.language)
  const [sum, setSum] = useState<string | number>('')
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('phone.title')} description={k('phone.description')}>
        <MaskField
          testId="mask-phone"
          label={k('phone.label')}
          mask="+34 999 99 99 99"
          inputMode="tel"
        />
      </DemoSection>
      <DemoSection title={k('card.title')} description={k('card.description')}>
        <MaskField
          testId="mask-card"
          label={k('card.label')}
          mask="9999 9999 9999 9999"
          inputMode="numeric"
          autoComplete="cc-number"
        />
      </DemoSection>
      <DemoSection title={k('date.title')} description={k('date.description')}>
        <MaskField
          testId="mask-date"
          label={k('date.label')}
          description={t('uiKit.form-elements-input-mask.date.hint', { pattern: date.hint })}
          mask={date.mask}
          slotChar={date.hint}
          inputMode="numeric"
        />
      </DemoSection>
      <DemoSection title={k('number.title')} description={k('number.description')}>
        <Stack gap={6}>
          <NumberInput
            label={k('number.label')}
            thousandSeparator={separators.thousands}
            decimalSeparator={separators.decimal}
            min={0}
            hideControls
            value={sum}
            onChange={setSum}
          />
          <Group gap="md">
            <Text size="xs" c="dimmed">
              {k('raw')} <Code>{sum === '' ? '—' : String(sum)}</Code>
            </Text>
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('iban.title')} description={k('iban.description')}>
        <MaskField
          testId="mask-iban"
          label={k('iban.label')}
          mask="ES99 9999 9999 9999 9999 9999"
          transform={upper}
          inputMode="numeric"
        />
      </DemoSection>
      <DemoSection title={k('postal.title')} description={k('postal.description')}>
        <MaskField
          testId="mask-postal"
          label={k('postal.label')}
          mask="99999"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </DemoSection>
      <DemoSection title={k('mandate.title')} description={k('mandate.description')}>
        <DirectDebitForm />
      </DemoSection>
    </SimpleGrid>
  )
}
