import { SimpleGrid } from '@mantine/core'
import { ClientTabs } from './ClientTabs'
import { GrowTabs, TabLooks, VerticalTabs } from './TabVariants'

/** Mantine's Tabs: a client's file with icons, outline and pills, vertical, full width with a disabled tab. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ClientTabs />
      <TabLooks />
      <VerticalTabs />
      <GrowTabs />
    </SimpleGrid>
  )
}
