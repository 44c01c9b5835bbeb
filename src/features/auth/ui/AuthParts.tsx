import { Anchor, Button, Center, Stack, ThemeIcon, Title } from '@mantine/core'
import { IconChevronLeft, type Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useAuthEnv } from './auth-env'
import type { AuthFrame } from './auth-frame'
import classes from './auth.module.css'

interface BackToLoginProps {
  /** The demo frame the screen sits in: the sign-in screen of that frame, else `/login`. */
  frame?: AuthFrame
  /** A full-width button (ending an outcome) rather than a link under a form. */
  button?: boolean
}

/** Back to the sign-in screen. */
export function BackToLogin({ frame, button }: BackToLoginProps) {
  const { t, Link } = useAuthEnv()
  const to = frame ? `/pages/login-${frame}` : '/login'
  if (button)
    return (
      <Button component={Link} to={to} fullWidth>
        {t('auth.backToLogin')}
      </Button>
    )
  return (
    <Center>
      <Anchor component={Link} to={to} fz="sm">
        <Center inline>
          <IconChevronLeft size={16} aria-hidden="true" className={classes.flipRtl} />
          <span>{t('auth.backToLogin')}</span>
        </Center>
      </Anchor>
    </Center>
  )
}

interface OutcomeProps {
  icon: Icon
  title: string
  children: ReactNode
}

/** What a form that sends nothing honestly ends in: an icon, a heading, what happened. */
export function Outcome({ icon: Mark, title, children }: OutcomeProps) {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        <Mark size={32} />
      </ThemeIcon>
      <Title order={2} fz={18}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}
