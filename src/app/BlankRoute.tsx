import { Outlet } from '@tanstack/react-router'
import { BlankLayout } from '@/shared/layout/BlankLayout'
import { RouterAuthEnv } from './RouterAuthEnv'

/** The blank layout's route (sign-in screens, their demo frames, the misc pages) in the app. */
export function BlankRoute() {
  return (
    <RouterAuthEnv>
      <BlankLayout>
        <Outlet />
      </BlankLayout>
    </RouterAuthEnv>
  )
}
