import { Group, Radio, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Home plans and their yearly premium in euros (demo figures, not the product's tariff). */
const PLANS = [
  ['essential', 189.5],
  ['complete', 264],
  ['premium', 1249.9],
] as const

/** Whole cards as radios: one plan, its price in the reader's number format. */
export function PlanCards() {
  const { t, i18n } = useTranslation('ui-kit/form-elements-radio')
  const { t: k } = useTranslation('ui-kit/form-elements-radio', {
    keyPrefix: 'uiKit.form-elements-radio.plans',
  })
  const [plan, setPlan] = useState('complete')
  const price = (euros: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(euros)
  return (
    <Radio.Group value={plan} onChange={setPlan} label={k('label')}>
      <Stack gap="sm" mt="xs">
        {PLANS.map(([name, euros]) => (
          <Radio.Card key={name} value={name} radius="md" p="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div style={{ flex: 1 }}>
                <Text fw={600} size="sm">
                  {k(name)}
                </Text>
                <Text size="xs" c="dimmed">
                  {k(`${name}About`)}
                </Text>
              </div>
              <Text fw={700} size="sm" ta="end" data-testid={`plan-price-${name}`}>
                {t('uiKit.form-elements-radio.plans.perYear', { price: price(euros) })}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  )
}
