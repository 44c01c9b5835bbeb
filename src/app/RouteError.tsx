import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/**
 * What a screen shows when its route fails (its code could not be fetched after the retries, a
 * guard or loader threw): what happened in the reader's words, a retry that runs the route again,
 * and a reload. It replaces the router's unstyled default.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const { t } = useTranslation()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <Center mih="60dvh" p="md" data-testid="route-error">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz="h3">
          {t('shell.routeError.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {error instanceof Error && error.message ? error.message : t('shell.routeError.body')}
        </Text>
        <Group>
          <Button onClick={retry}>{t('shell.routeError.retry')}</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('shell.pwa.reload')}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
