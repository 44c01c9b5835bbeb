import {
  Alert,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/api-error'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { homePath } from '@/shared/auth/home'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useConnectDevice } from '../api/sync.queries'
import { connectBodySchema } from '../sync.schema'

const FIELDS = ['server', 'email', 'password'] as const

/**
 * Local mode: what connecting means, and the server account to connect with. After a confirmation
 * the device takes the server's data and session, and opens its home screen as a sign-in does.
 */
export function ConnectForm() {
  const { t } = useTranslation('sync')
  const navigate = useNavigate()
  const connect = useConnectDevice()
  const form = useForm({
    initialValues: { server: '', email: '', password: '' },
    validate: schemaValidate(connectBodySchema, {
      messages: {
        server: t('sync.connect.serverInvalid'),
        email: t('sync.connect.emailInvalid'),
        password: t('sync.connect.passwordRequired'),
      },
    }),
  })
  const fieldErrors = fieldErrorsFrom(connect.error, { fields: FIELDS })
  // What no field holds (the server cannot be reached, the password is wrong) is said above them.
  const formError =
    connect.error && Object.keys(fieldErrors).length === 0
      ? isApiError(connect.error)
        ? connect.error.message
        : t('sync.connect.failed')
      : null

  const submit = form.onSubmit(async (values) => {
    const confirmed = await confirmDestructive({
      title: t('sync.connect.confirmTitle'),
      message: t('sync.connect.confirmBody', { server: values.server, email: values.email }),
      confirmLabel: t('sync.connect.confirm'),
    })
    if (!confirmed) return
    connect.mutate(values, {
      onSuccess: async ({ status }) => {
        notifications.show({
          id: 'sync-connected',
          color: 'green',
          title: t('sync.connect.doneTitle'),
          message: t('sync.connect.done', { server: status.server, account: status.account }),
        })
        await navigate({ to: await homePath() })
      },
      onError: (error) => form.setErrors(fieldErrorsFrom(error, { fields: FIELDS })),
    })
  })

  return (
    <form onSubmit={submit} noValidate data-testid="sync-connect">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('sync.connect.intro')}
        </Text>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('sync.connect.server')}
          placeholder="http://127.0.0.1:4000"
          type="url"
          autoComplete="url"
          {...form.getInputProps('server')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sync.connect.email')}
            type="email"
            autoComplete="username"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('sync.connect.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('sync.connect.showPassword') }}
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={connect.isPending}
            leftSection={<IconPlugConnected size={18} />}
          >
            {t('sync.connect.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
