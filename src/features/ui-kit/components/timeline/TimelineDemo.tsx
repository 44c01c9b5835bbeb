import { SimpleGrid } from '@mantine/core'
import { ActivityFeed } from './ActivityFeed'
import { ClaimTimeline } from './ClaimTimeline'
import { AlignedTimeline } from './TimelineLooks'

/** Mantine's Timeline: a claim's stages with icons, an activity feed with avatars, aligned to the end. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ClaimTimeline />
      <ActivityFeed />
      <AlignedTimeline />
    </SimpleGrid>
  )
}
