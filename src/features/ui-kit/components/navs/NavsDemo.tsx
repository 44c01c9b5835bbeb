import { SimpleGrid } from '@mantine/core'
import { NavBars } from './NavBars'
import { NestedNav } from './NestedNav'
import { BadgeNav, VerticalNav } from './VerticalNavs'

/** Navigation patterns: a bar across a record, side navs, counts and disabled items, nesting. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <NavBars />
      <VerticalNav />
      <BadgeNav />
      <NestedNav />
    </SimpleGrid>
  )
}
