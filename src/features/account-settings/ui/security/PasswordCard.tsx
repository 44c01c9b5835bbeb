import { Button, Grid, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useChangePassword } from '../../api/account-settings.queries'
import type { ChangePassword } from '../../account-security.schema'
import { SectionCard } from '../SectionCard'
import { PasswordChecklist } from './PasswordChecklist'
import { PASSWORD_FIELDS, blankPassword, passwordMessage, validatePassword } from './password-form'

/** Change the password: the current one checked by the API, the new one's rules shown live. */
export function PasswordCard({ changedAt }: { changedAt: string | null }) {
  const { t, i18n } = useTranslation('account-settings')
  const change = useChangePassword()
  const form = useForm<ChangePassword>({
    initialValues: blankPassword,
    validate: validatePassword(t),
  })
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('accountSettings.password.changed') })
        form.reset()
      },
      onError: (error) => {
        const errors = fieldErrorsFrom(error, { fields: PASSWORD_FIELDS })
        const said = Object.entries(errors).map(([field, message]) => [
          field,
          passwordMessage(field, message, t),
        ])
        if (said.length) form.setErrors(Object.fromEntries(said))
        else notifications.show({ color: 'red', message: t('accountSettings.errors.save') })
      },
    }),
  )
  const when = changedAt
    ? t('accountSettings.password.lastChanged', {
        date: new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(changedAt)),
      })
    : t('accountSettings.password.neverChanged')
  return (
    <SectionCard
      title={t('accountSettings.password.title')}
      description={when}
      testId="password-card"
    >
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <PasswordInput
                label={t('accountSettings.password.current')}
                autoComplete="current-password"
                {...form.getInputProps('currentPassword')}
              />
              <PasswordInput
                label={t('accountSettings.password.new')}
                autoComplete="new-password"
                {...form.getInputProps('newPassword')}
              />
              <PasswordInput
                label={t('accountSettings.password.confirm')}
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text fw={600} size="sm" mb="xs">
              {t('accountSettings.password.rules')}
            </Text>
            <PasswordChecklist values={form.values} />
          </Grid.Col>
        </Grid>
        <Group mt="lg">
          <Button type="submit" loading={change.isPending}>
            {t('accountSettings.password.submit')}
          </Button>
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            {t('accountSettings.reset')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  )
}
