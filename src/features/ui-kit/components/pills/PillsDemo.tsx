import { SimpleGrid } from '@mantine/core'
import { MultipleChips, SingleChips } from './ChipPills'
import { IconPills, PeriodPills, VerticalPills } from './SegmentedPills'

/** Nav pills: segmented controls and chip groups, one choice or several, with icons. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <PeriodPills />
      <IconPills />
      <SingleChips />
      <MultipleChips />
      <VerticalPills />
    </SimpleGrid>
  )
}
