import { Badge, Group, SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BILLING_CYCLES, type BillingCycle } from '../pricing.schema'

interface Props {
  value: BillingCycle
  onChange: (cycle: BillingCycle) => void
}

/** Monthly or yearly prices, and what paying yearly saves. */
export function CycleSwitch({ value, onChange }: Props) {
  const { t } = useTranslation('pricing')
  return (
    <Group justify="center" gap="sm">
      <SegmentedControl
        aria-label={t('pricing.cycle.label')}
        radius="xl"
        size="md"
        value={value}
        onChange={onChange}
        data={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: t(`pricing.cycle.${cycle}`) }))}
      />
      <Badge variant="light" color="green" size="lg">
        {t('pricing.cycle.save')}
      </Badge>
    </Group>
  )
}
