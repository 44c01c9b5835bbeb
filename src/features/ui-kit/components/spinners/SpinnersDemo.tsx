import { SimpleGrid } from '@mantine/core'
import { SpinnerSizes, SpinnerTypes } from './SpinnerKinds'
import { ButtonSpinners, OverlaySpinner, SkeletonCard } from './SpinnersInUse'

/** Mantine's Loader, a busy button, LoadingOverlay and Skeleton: what waiting looks like. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <SpinnerTypes />
      <SpinnerSizes />
      <ButtonSpinners />
      <OverlaySpinner />
      <SkeletonCard />
    </SimpleGrid>
  )
}
