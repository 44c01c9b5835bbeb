import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** The shell's translator: the boundary speaks the screen's language. */
  t: (key: string) => string
  children: ReactNode
}

/**
 * The sign-in screens' counterpart of the app's RouteError: a screen that throws while rendering
 * (its code failed to load, a bug) shows what happened and a reload instead of a blank page.
 */
interface State {
  error: Error | null
}

export class SignInErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[corredor] sign-in screen failed', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const { t } = this.props
    return (
      <Center mih="100dvh" p="md" component="main" data-testid="sign-in-error">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <Title order={1} fz="h3">
            {t('shell.routeError.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {error.message || t('shell.routeError.body')}
          </Text>
          <Button onClick={() => window.location.reload()}>{t('shell.pwa.reload')}</Button>
        </Stack>
      </Center>
    )
  }
}
