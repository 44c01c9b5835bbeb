import { SimpleGrid } from '@mantine/core'
import { BadgesInButtons, BadgesInTabs } from './BadgesInControls'
import { CountBadges, IconAndRemovable, StatusBadges } from './PillBadgeKinds'

/** Rounded badges: counts, status colours, inside buttons and tabs, with icons and removable. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <CountBadges />
      <StatusBadges />
      <BadgesInButtons />
      <BadgesInTabs />
      <IconAndRemovable />
    </SimpleGrid>
  )
}
