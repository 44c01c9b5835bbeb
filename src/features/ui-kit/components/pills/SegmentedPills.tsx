import { Center, Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconCar,
  IconHeartbeat,
  IconHome,
  IconLayoutGrid,
  IconLayoutList,
  IconPlane,
} from '@tabler/icons-react'
import { useState } from 'react'
import { keysOf } from '@/shared/contract/one-of'
import { DemoSection } from '../../ui/DemoSection'
import { useEuros, usePillsText } from './pills-text'

const PERIODS = { month: 61_400, quarter: 184_200, year: 702_900 } as const
type Period = keyof typeof PERIODS

/** One choice among a few, switching what the card shows: the premium written in a period. */
export function PeriodPills() {
  const k = usePillsText()
  const euros = useEuros()
  const [period, setPeriod] = useState<Period>('quarter')
  return (
    <DemoSection title={k('single.title')} description={k('single.description')}>
      <SegmentedControl
        aria-label={k('single.label')}
        value={period}
        onChange={setPeriod}
        data={keysOf(PERIODS).map((value) => ({
          value,
          label: k(`single.periods.${value}`),
        }))}
        w="fit-content"
      />
      <Text fz="sm" data-testid="premium-written">
        {k(`single.written.${period}`, { amount: euros(PERIODS[period]) })}
      </Text>
    </DemoSection>
  )
}

const LINES = [
  { value: 'home', Icon: IconHome },
  { value: 'motor', Icon: IconCar },
  { value: 'life', Icon: IconHeartbeat },
  { value: 'travel', Icon: IconPlane },
] as const

/**
 * With icons, full width on a phone (where four pills side by side would not fit otherwise), and
 * icon-only with a hidden name for a compact view switch.
 */
export function IconPills() {
  const k = usePillsText()
  const phone = useMediaQuery('(max-width: 36em)')
  const [line, setLine] = useState('motor')
  const [view, setView] = useState('list')
  return (
    <DemoSection title={k('icons.title')} description={k('icons.description')}>
      <SegmentedControl
        aria-label={k('icons.label')}
        value={line}
        onChange={setLine}
        fullWidth={phone}
        // Four labelled pills fit a phone's width only a size down.
        size={phone ? 'xs' : 'sm'}
        color="brand"
        data={LINES.map(({ value, Icon }) => ({
          value,
          label: (
            <Center style={{ gap: phone ? 4 : 8 }}>
              <Icon size={phone ? 14 : 16} aria-hidden />
              <span>{k(`lines.${value}`)}</span>
            </Center>
          ),
        }))}
      />
      <Group gap="md" align="center">
        <SegmentedControl
          aria-label={k('icons.viewLabel')}
          value={view}
          onChange={setView}
          data={[
            { value: 'list', Icon: IconLayoutList },
            { value: 'grid', Icon: IconLayoutGrid },
          ].map(({ value, Icon }) => ({
            value,
            label: (
              <Center>
                <Icon size={16} aria-hidden />
                <VisuallyHidden>{k(`icons.views.${value}`)}</VisuallyHidden>
              </Center>
            ),
          }))}
        />
        <Text fz="sm" c="dimmed">
          {k(`icons.showing.${view}`, { line: k(`lines.${line}`) })}
        </Text>
      </Group>
    </DemoSection>
  )
}

/** Stacked vertically, for a narrow side panel. */
export function VerticalPills() {
  const k = usePillsText()
  const [stage, setStage] = useState('quote')
  return (
    <DemoSection title={k('vertical.title')} description={k('vertical.description')}>
      <Group gap="lg" align="flex-start">
        <SegmentedControl
          aria-label={k('vertical.label')}
          orientation="vertical"
          value={stage}
          onChange={setStage}
          data={['lead', 'quote', 'proposal', 'signed'].map((value) => ({
            value,
            label: k(`vertical.stages.${value}`),
          }))}
        />
        <Text fz="sm" maw={260} data-testid="next-step">
          {k(`vertical.next.${stage}`)}
        </Text>
      </Group>
    </DemoSection>
  )
}
