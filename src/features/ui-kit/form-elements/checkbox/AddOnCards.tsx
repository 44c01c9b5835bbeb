import { Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Add-ons and their yearly price in euros (demo figures, not the product's tariff). */
const ADD_ONS = [
  ['legal', 48],
  ['replacementCar', 65],
  ['windscreen', 32],
] as const

/** Whole cards as checkboxes: the card is the control, its title and price its name. */
export function AddOnCards() {
  const { t, i18n } = useTranslation('ui-kit/form-elements-checkbox')
  const { t: k } = useTranslation('ui-kit/form-elements-checkbox', {
    keyPrefix: 'uiKit.form-elements-checkbox.cards',
  })
  const [chosen, setChosen] = useState<string[]>(['legal'])
  const price = (euros: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(euros)
  return (
    <Checkbox.Group value={chosen} onChange={setChosen} label={k('label')}>
      <Stack gap="sm" mt="xs">
        {ADD_ONS.map(([addOn, euros]) => (
          <Checkbox.Card key={addOn} value={addOn} radius="md" p="md">
            <Group wrap="nowrap" align="center">
              <Checkbox.Indicator />
              <Text fw={600} size="sm" flex={1}>
                {k(addOn)}
              </Text>
              <Text size="sm" c="dimmed" ta="end">
                {t('uiKit.form-elements-checkbox.cards.perYear', { price: price(euros) })}
              </Text>
            </Group>
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  )
}
