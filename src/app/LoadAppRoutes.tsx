import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'
import { loadAppRoutes } from './app-routes'

/** A path the sign-in routes do not know: load the app's routes, then match it again. */
export function LoadAppRoutes() {
  const router = useRouter()
  useEffect(() => {
    void loadAppRoutes(router).then(() => router.invalidate())
  }, [router])
  return <LogoSpinner />
}
