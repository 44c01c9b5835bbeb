import { Text, Timeline } from '@mantine/core'
import { DemoSection } from '../../ui/DemoSection'
import { useTimelineText } from './timeline-text'

const YEARS = ['2019', '2021', '2023', '2025'] as const

/** Aligned to the end, with a colour and plain dots: a client's years with the agency. */
export function AlignedTimeline() {
  const k = useTimelineText()
  return (
    <DemoSection title={k('aligned.title')} description={k('aligned.description')}>
      <Timeline align="right" active={YEARS.length - 1} color="teal" bulletSize={14} lineWidth={3}>
        {YEARS.map((year) => (
          <Timeline.Item key={year} title={year}>
            <Text fz="sm">{k(`aligned.years.${year}`)}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DemoSection>
  )
}
