import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconMailOff } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { homePath } from '@/shared/auth/home'
import { useSession } from '@/shared/auth/session'
import type { AuthFrame } from '../auth-frame'
import { Resend } from './Resend'

/**
 * "Check your inbox", told honestly: an offline install has no mail server, so no activation
 * link was sent and none is needed. Skipping leads a signed-in user home, anyone else to sign in.
 */
export function VerifyEmailPanel({ frame }: { frame: AuthFrame }) {
  const { t } = useTranslation('auth-variants')
  const email = useSession((state) => state.user?.email)
  const navigate = useNavigate()
  const skip = async () =>
    navigate({ to: email ? await homePath() : (`/pages/login-${frame}` as const) })
  return (
    <Stack gap="md">
      <Alert
        variant="light"
        icon={<IconMailOff size={20} aria-hidden="true" />}
        title={t('verifyEmail.noMailTitle')}
        p="sm"
      >
        <Text fz="sm">
          {t('verifyEmail.noMailBody', { email: email ?? t('verifyEmail.yourAddress') })}
        </Text>
      </Alert>
      <Button onClick={() => void skip()} fullWidth>
        {t('verifyEmail.skip')}
      </Button>
      <Resend
        prompt={t('verifyEmail.noMail')}
        action={t('verifyEmail.resend')}
        outcome={t('verifyEmail.resent')}
      />
    </Stack>
  )
}
