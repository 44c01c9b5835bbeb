import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tour,
} from '@mantine/core'
import { IconRoute, IconSearch, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { tourStyles, useTourLabels } from './tour-labels'

/** What the tour walks through, in order; a step with no target is a centred welcome. */
const STEPS = [
  { id: 'welcome', target: undefined },
  { id: 'stats', target: '[data-tour="stats"]' },
  { id: 'search', target: '[data-tour="search"]' },
  { id: 'send', target: '[data-tour="send"]' },
] as const

const STATS = [
  { id: 'due', value: 12 },
  { id: 'quoted', value: 7 },
  { id: 'renewed', value: 23 },
] as const

/** A renewals desk and the tour that introduces it, step by step, by mouse or keyboard. */
export function GuidedTour() {
  const { t: k } = useTranslation('ui-kit/extensions-tour', {
    keyPrefix: 'uiKit.extensions-tour.guided',
  })
  const labels = useTourLabels()
  const [active, setActive] = useState(false)
  const [step, setStep] = useState(0)
  // Where the last walk ended, said once the tour closes (null before the first one).
  const [endedAt, setEndedAt] = useState<number | null>(null)

  const start = () => {
    setStep(0)
    setEndedAt(null)
    setActive(true)
  }
  const close = () => {
    setActive(false)
    setEndedAt(step + 1)
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-tour="stats">
            {STATS.map((stat) => (
              <Paper key={stat.id} withBorder radius="md" p="sm">
                <Text fz="xs" c="dimmed">
                  {k(`stats.${stat.id}`)}
                </Text>
                <Text fz="xl" fw={700}>
                  {stat.value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Group align="flex-end" gap="sm">
            <Box data-tour="search" style={{ flex: '1 1 14rem' }}>
              <TextInput
                label={k('searchLabel')}
                placeholder={k('searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
              />
            </Box>
            <Button data-tour="send" leftSection={<IconSend size={16} aria-hidden />}>
              {k('send')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconRoute size={18} aria-hidden />} onClick={start}>
          {k('start')}
        </Button>
        <Text fz="sm" role="status" data-testid="tour-outcome">
          {endedAt === null
            ? ''
            : endedAt === STEPS.length
              ? k('finished')
              : k('stopped', { step: endedAt, total: STEPS.length })}
        </Text>
      </Group>
      <Tour
        active={active}
        step={step}
        onStepChange={setStep}
        onClose={close}
        labels={labels}
        styles={tourStyles}
        spotlightRadius={8}
      >
        {STEPS.map(({ id, target }) => (
          <Tour.Step
            key={id}
            target={target}
            title={k(`steps.${id}.title`)}
            position={id === 'send' ? 'top' : 'bottom'}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {id === 'welcome' && (
                <ThemeIcon variant="light" radius="md" size={34} aria-hidden>
                  <IconRoute size={18} />
                </ThemeIcon>
              )}
              <Text fz="sm">{k(`steps.${id}.body`)}</Text>
            </Group>
          </Tour.Step>
        ))}
      </Tour>
    </Stack>
  )
}
