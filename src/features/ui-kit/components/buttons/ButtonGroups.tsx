import { Button, Stack, Text } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const PERIODS = ['today', 'week', 'month'] as const
type Period = (typeof PERIODS)[number]
/** Renewals due in each period, as the agency's dashboard counts them. */
const DUE: Record<Period, number> = { today: 3, week: 12, month: 41 }
const DRIVERS = { min: 1, max: 6 }

/**
 * Groups: a toggle group that picks one period (aria-pressed on the chosen one), a counter built
 * from a group with a section in the middle, and a full-width button.
 */
export function ButtonGroups() {
  const { t } = useTranslation('ui-kit/components-buttons')
  const { t: k } = useTranslation('ui-kit/components-buttons', {
    keyPrefix: 'uiKit.components-buttons.groups',
  })
  const [period, setPeriod] = useState<Period>('week')
  const [drivers, setDrivers] = useState(2)
  return (
    <Stack gap="md">
      <div>
        <Button.Group aria-label={k('period')}>
          {PERIODS.map((each) => (
            <Button
              key={each}
              variant={each === period ? 'filled' : 'default'}
              aria-pressed={each === period}
              // Narrow padding: the three periods fit side by side on a phone in every language.
              px="xs"
              onClick={() => setPeriod(each)}
            >
              {k(each)}
            </Button>
          ))}
        </Button.Group>
        <Text fz="sm" mt={6} aria-live="polite">
          {t('uiKit.components-buttons.groups.due', { count: DUE[period] })}
        </Text>
      </div>
      <Button.Group aria-label={k('drivers')}>
        <Button
          variant="default"
          px="xs"
          aria-label={k('fewer')}
          disabled={drivers <= DRIVERS.min}
          onClick={() => setDrivers((count) => count - 1)}
        >
          <IconMinus size={16} />
        </Button>
        <Button.GroupSection variant="default" miw={120} aria-live="polite">
          {t('uiKit.components-buttons.groups.driverCount', { count: drivers })}
        </Button.GroupSection>
        <Button
          variant="default"
          px="xs"
          aria-label={k('more')}
          disabled={drivers >= DRIVERS.max}
          onClick={() => setDrivers((count) => count + 1)}
        >
          <IconPlus size={16} />
        </Button>
      </Button.Group>
      <Button fullWidth variant="light">
        {k('full')}
      </Button>
    </Stack>
  )
}
