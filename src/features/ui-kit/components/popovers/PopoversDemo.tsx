import { SimpleGrid } from '@mantine/core'
import { ClientHoverCard, PopoverPositions } from './PopoverBasics'
import { ConfirmPopover, DiscountPopover } from './PopoverForms'

/** Mantine's Popover and HoverCard: sides, a client card on hover, a form, a confirm in place. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <PopoverPositions />
      <ClientHoverCard />
      <DiscountPopover />
      <ConfirmPopover />
    </SimpleGrid>
  )
}
