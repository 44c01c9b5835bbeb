import { SimpleGrid } from '@mantine/core'
import { DrawerOverlays } from './DrawerOverlays'
import { DrawerPlacement, DrawerSizes } from './DrawerPlacement'
import { FollowUpDrawer } from './FollowUpDrawer'

/** Mantine's Drawer: from each side, in sizes, with a form, and what sits behind it. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DrawerPlacement />
      <DrawerSizes />
      <FollowUpDrawer />
      <DrawerOverlays />
    </SimpleGrid>
  )
}
