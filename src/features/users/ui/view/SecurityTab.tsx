import {
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useChangePassword, useUpdateSettings } from '../../api/users.queries'
import { changePasswordSchema, twoStepSchema, type UserSettings } from '../../user-settings.schema'

/** Change the password (validated, dated) and the two-step setting (saved). */
export function SecurityTab({ settings }: { settings: UserSettings }) {
  return (
    <Stack>
      <PasswordCard settings={settings} />
      <TwoStepCard key={JSON.stringify(settings.twoStep)} settings={settings} />
    </Stack>
  )
}

const passwordForm = changePasswordSchema

function PasswordCard({ settings }: { settings: UserSettings }) {
  const { t, i18n } = useTranslation('users')
  const change = useChangePassword()
  const form = useForm({
    initialValues: { id: settings.userId, password: '', confirmPassword: '' },
    validate: schemaValidate(passwordForm, {
      messages: { confirmPassword: t('users.security.mismatch') },
    }),
  })
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('users.security.changed') })
        form.reset()
      },
      onError: (error) =>
        form.setErrors(fieldErrorsFrom(error, { fields: ['password', 'confirmPassword'] })),
    }),
  )
  const changed = settings.passwordChangedAt
    ? t('users.security.lastChanged', {
        date: new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(settings.passwordChangedAt)),
      })
    : t('users.security.neverChanged')
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} fz="lg">
        {t('users.security.password')}
      </Title>
      <Text size="sm" c="dimmed" mb="md" data-testid="password-changed">
        {changed}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label={t('users.security.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('users.security.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('users.security.passwordHint')}
      </Text>
      <Group mt="md">
        <Button type="submit" loading={change.isPending}>
          {t('users.security.change')}
        </Button>
      </Group>
    </Card>
  )
}

function TwoStepCard({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('users')
  const update = useUpdateSettings()
  const form = useForm({ initialValues: settings.twoStep, validate: schemaValidate(twoStepSchema) })
  const submit = form.onSubmit((twoStep) =>
    update.mutate(
      { id: settings.userId, settings: { twoStep } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('users.security.saved') }),
      },
    ),
  )
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} fz="lg">
        {t('users.security.twoStep')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('users.security.twoStepHint')}
      </Text>
      <Switch
        label={t('users.security.twoStepEnabled')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <TextInput
        mt="md"
        maw={360}
        type="tel"
        label={t('users.security.phone')}
        {...form.getInputProps('phone')}
        disabled={!form.values.enabled}
      />
      <Group mt="md">
        <Button type="submit" loading={update.isPending}>
          {t('users.security.save')}
        </Button>
      </Group>
    </Card>
  )
}
