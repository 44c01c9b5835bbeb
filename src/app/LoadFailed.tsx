import { Button, Center, Stack, Text } from '@mantine/core'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { renderRoot } from './root'
import { translatorFor } from './sign-in/sign-in-strings'
import { ThemeProviders } from './ThemeProviders'

/** The app's code could not load (after the retries): say so and offer a reload. */
function LoadFailed() {
  const t = translatorFor(useCustomizer((state) => state.language))
  return (
    <ThemeProviders>
      <Center mih="100dvh" component="main">
        <Stack align="center" gap="sm">
          <Text>{t('shell.pwa.loadFailed')}</Text>
          <Button onClick={() => window.location.reload()}>{t('shell.pwa.reload')}</Button>
        </Stack>
      </Center>
    </ThemeProviders>
  )
}

export const showLoadFailed = (): void => renderRoot(<LoadFailed />)
