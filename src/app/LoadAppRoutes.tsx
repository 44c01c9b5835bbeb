import { Button, Center, Stack, Text } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'
import { loadAppRoutes } from './app-routes'

/**
 * A path the sign-in routes do not know: load the app's routes, then match it again. When they
 * cannot load (after the retries), say so and offer a reload rather than spin forever.
 */
export function LoadAppRoutes() {
  const router = useRouter()
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    loadAppRoutes(router).then(
      () => router.invalidate(),
      () => setFailed(true),
    )
  }, [router])
  if (!failed) return <LogoSpinner />
  return (
    <Center mih="100dvh" component="main">
      <Stack align="center" gap="sm">
        <Text>{t('shell.pwa.loadFailed')}</Text>
        <Button onClick={() => window.location.reload()}>{t('shell.pwa.reload')}</Button>
      </Stack>
    </Center>
  )
}
