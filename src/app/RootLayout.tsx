import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { usePwa } from '@/shared/pwa/pwa.store'

// Its notification loads only when a new version is waiting, not on every first visit.
const UpdatePrompt = lazy(() =>
  import('@/shared/pwa/ui/UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
)

/** Every screen: the matched route, and the prompt to reload into a new version. */
export function RootLayout() {
  const updateWaiting = usePwa((state) => state.updateWaiting)
  return (
    <>
      <Outlet />
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  )
}
