import { SimpleGrid } from '@mantine/core'
import { LoadingToast, ToastTiming } from './ToastBehaviour'
import { ToastKinds, ToastPositions } from './ToastKinds'

/** Toasts through @mantine/notifications (the shell mounts its provider): kinds, places, loading, timing. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ToastKinds />
      <LoadingToast />
      <ToastPositions />
      <ToastTiming />
    </SimpleGrid>
  )
}
