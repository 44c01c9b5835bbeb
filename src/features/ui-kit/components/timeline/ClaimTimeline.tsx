import { Button, Group, Text, Timeline } from '@mantine/core'
import {
  IconCash,
  IconCheck,
  IconFileDescription,
  IconPhoneCall,
  IconSearch,
} from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { useTimelineText } from './timeline-text'

const STAGES = [
  { id: 'reported', Icon: IconPhoneCall },
  { id: 'documents', Icon: IconFileDescription },
  { id: 'assessment', Icon: IconSearch },
  { id: 'approved', Icon: IconCheck },
  { id: 'paid', Icon: IconCash },
] as const

/**
 * A claim's stages with icon bullets: the steps done are filled, those ahead dashed; the button
 * moves the claim on, as the claims team does.
 */
export function ClaimTimeline() {
  const k = useTimelineText()
  const [active, setActive] = useState(2)
  const last = STAGES.length - 1
  return (
    <DemoSection title={k('claim.title')} description={k('claim.description')}>
      <Timeline active={active} bulletSize={28} lineWidth={2} data-testid="claim-stages">
        {STAGES.map(({ id, Icon }, index) => (
          <Timeline.Item
            key={id}
            bullet={<Icon size={14} aria-hidden />}
            title={k(`claim.stages.${id}.title`)}
            lineVariant={index >= active ? 'dashed' : 'solid'}
            aria-current={index === active ? 'step' : undefined}
          >
            <Text fz="sm" c={index > active ? 'dimmed' : undefined}>
              {k(`claim.stages.${id}.body`)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between">
        <Text fz="sm" fw={600} data-testid="claim-stage">
          {k('claim.now', { stage: k(`claim.stages.${STAGES[active]!.id}.title`) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setActive(0)} disabled={active === 0}>
            {k('claim.reset')}
          </Button>
          <Button
            size="xs"
            onClick={() => setActive((step) => Math.min(last, step + 1))}
            disabled={active === last}
          >
            {k('claim.next')}
          </Button>
        </Group>
      </Group>
    </DemoSection>
  )
}
