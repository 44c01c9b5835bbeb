import { Alert, Button, Group, TextInput } from '@mantine/core'
import { IconCircleCheck, IconRocket } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MiscPage } from './MiscPage'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function ComingSoonPage() {
  const { t } = useTranslation('misc')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [subscribed, setSubscribed] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    const problem = !value
      ? t('misc.emailRequired')
      : EMAIL_PATTERN.test(value)
        ? null
        : t('misc.emailInvalid')
    setError(problem)
    if (!problem) setSubscribed(value)
  }

  return (
    <MiscPage icon={IconRocket} title={t('misc.comingSoonTitle')} body={t('misc.comingSoonBody')}>
      {subscribed ? (
        <Alert
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck />}
          title={t('misc.subscribedTitle')}
          maw={420}
          ta="start"
        >
          {t('misc.subscribedBody', { email: subscribed })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: 420 }}>
          <TextInput
            label={t('misc.emailLabel')}
            placeholder={t('misc.emailPlaceholder')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value)
              setError(null)
            }}
            ta="start"
            // The button sits beside the field itself, so the error message spans both.
            inputContainer={(input) => (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1 }}>{input}</div>
                <Button type="submit">{t('misc.notify')}</Button>
              </Group>
            )}
          />
        </form>
      )}
    </MiscPage>
  )
}
