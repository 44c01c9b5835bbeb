import { SimpleGrid } from '@mantine/core'
import { ImportProgress } from './ImportProgress'
import { PortfolioBar, SizesAndStripes, TargetBars } from './ProgressBars'
import { Rings } from './ProgressRings'

/** Mantine's Progress, RingProgress and SemiCircleProgress: labelled, sized, striped, in sections, live. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <TargetBars />
      <SizesAndStripes />
      <PortfolioBar />
      <Rings />
      <ImportProgress />
    </SimpleGrid>
  )
}
