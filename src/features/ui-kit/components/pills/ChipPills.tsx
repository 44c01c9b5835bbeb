import { Chip, Group, Text } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { keysOf } from '@/shared/contract/one-of'
import { DemoSection } from '../../ui/DemoSection'
import { useEuros, usePillsText } from './pills-text'

const FREQUENCIES = { monthly: 12, quarterly: 4, yearly: 1 } as const
type Frequency = keyof typeof FREQUENCIES
const ANNUAL = 486

/** Chips as radios: one payment frequency, and the instalment it makes. */
export function SingleChips() {
  const k = usePillsText()
  const euros = useEuros()
  const [frequency, setFrequency] = useState<Frequency>('monthly')
  return (
    <DemoSection title={k('chips.single.title')} description={k('chips.single.description')}>
      <div role="radiogroup" aria-label={k('chips.single.label')}>
        <Chip.Group value={frequency} onChange={setFrequency}>
          <Group gap="xs">
            {keysOf(FREQUENCIES).map((value) => (
              <Chip key={value} value={value} variant="filled">
                {k(`chips.single.frequencies.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Text fz="sm" data-testid="instalment">
        {k('chips.single.instalment', {
          count: FREQUENCIES[frequency],
          amount: euros(ANNUAL / FREQUENCIES[frequency]),
        })}
      </Text>
    </DemoSection>
  )
}

const EXTRAS = { roadside: 38, glass: 45, car: 72, legal: 29 } as const
type Extra = keyof typeof EXTRAS

/** Chips as checkboxes: any number of add-ons, and what they add to the premium. */
export function MultipleChips() {
  const k = usePillsText()
  const euros = useEuros()
  const [extras, setExtras] = useState<Extra[]>(['roadside'])
  const added = extras.reduce((sum, extra) => sum + EXTRAS[extra], 0)
  return (
    <DemoSection title={k('chips.multiple.title')} description={k('chips.multiple.description')}>
      <div role="group" aria-label={k('chips.multiple.label')}>
        <Chip.Group multiple value={extras} onChange={setExtras}>
          <Group gap="xs">
            {keysOf(EXTRAS).map((value) => (
              <Chip key={value} value={value} variant="outline" icon={<IconCheck size={14} />}>
                {k(`chips.multiple.extras.${value}`)} · {euros(EXTRAS[value])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Text fz="sm" data-testid="extras-total">
        {k('chips.multiple.total', { amount: euros(ANNUAL + added) })}
      </Text>
    </DemoSection>
  )
}
