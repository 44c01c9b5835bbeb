import { SimpleGrid } from '@mantine/core'
import { IconButtonTooltips, TooltipPositions } from './TooltipBasics'
import { DisabledTooltip, FloatingTooltip, MultilineTooltips } from './TooltipUses'

/** Mantine's Tooltip: sides, icon buttons in a group, multiline and colours, on a disabled button, floating. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <TooltipPositions />
      <IconButtonTooltips />
      <MultilineTooltips />
      <DisabledTooltip />
      <FloatingTooltip />
    </SimpleGrid>
  )
}
