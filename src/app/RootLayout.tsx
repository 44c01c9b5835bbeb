import { Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePwa } from '@/shared/pwa/pwa.store'
import { lazyPart } from '@/shared/ui/lazy-part'
import { RoutePending } from './RoutePending'

// Its notification loads only when a new version is waiting, not on every first visit.
const UpdatePrompt = lazyPart(() =>
  import('@/shared/pwa/ui/UpdatePrompt').then((module) => module.UpdatePrompt),
)

/**
 * Every screen: the matched route, the bar shown while the next one loads, and the prompt to
 * reload into a new version.
 */
export function RootLayout() {
  const updateWaiting = usePwa((state) => state.updateWaiting)
  const { t } = useTranslation()
  return (
    <>
      <Outlet />
      <RoutePending />
      {updateWaiting && <UpdatePrompt t={t} />}
    </>
  )
}
