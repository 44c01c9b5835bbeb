import { Button, List, PasswordInput, Progress, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCheck, IconLockOff, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthFrame } from '../auth-frame'
import { BackToLogin, Outcome } from '../AuthParts'
import classes from './variants.module.css'
import { PASSWORD_RULES, passwordStrength, resetProblems, type ResetValues } from './password-rules'

const strengthColor = (strength: number) =>
  strength < 50 ? 'red' : strength < 100 ? 'yellow' : 'teal'

/**
 * A new password and its confirmation, held to the strength rules as they are typed. There is
 * no reset link to check in an offline install, so a valid form ends in an honest note.
 */
export function ResetPasswordForm({ frame }: { frame: AuthFrame }) {
  const { t } = useTranslation('auth-variants')
  const [done, setDone] = useState(false)
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const problems = resetProblems(values)
      return {
        password: problems.password && t(`resetPassword.${problems.password}`),
        confirm: problems.confirm && t(`resetPassword.${problems.confirm}`),
      }
    },
  })
  const { password } = form.values
  const strength = passwordStrength(password)

  if (done)
    return (
      <Outcome icon={IconLockOff} title={t('resetPassword.doneTitle')}>
        <Text fz="sm" c="dimmed">
          {t('resetPassword.doneBody')}
        </Text>
        <BackToLogin frame={frame} button />
      </Outcome>
    )

  return (
    <form onSubmit={form.onSubmit(() => setDone(true))} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          autoFocus
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          {...form.getInputProps('password')}
          // Mantine marks only its text inputs invalid for assistive technology.
          aria-invalid={Boolean(form.errors.password)}
        />
        <div>
          <Progress
            value={strength}
            color={strengthColor(strength)}
            size="sm"
            aria-label={t('resetPassword.strength')}
            mb="xs"
          />
          <List spacing={4} size="sm" listStyleType="none">
            {PASSWORD_RULES.map(({ key, test }) => {
              const met = test(password)
              const Mark = met ? IconCheck : IconX
              return (
                <List.Item
                  key={key}
                  c={met ? 'var(--mantine-color-teal-light-color)' : 'dimmed'}
                  icon={<Mark size={16} aria-hidden="true" />}
                >
                  {t(`resetPassword.rules.${key}`)}
                  <span className={classes.srOnly}>
                    {` (${t(met ? 'resetPassword.ruleMet' : 'resetPassword.ruleUnmet')})`}
                  </span>
                </List.Item>
              )
            })}
          </List>
        </div>
        <PasswordInput
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          {...form.getInputProps('confirm')}
          aria-invalid={Boolean(form.errors.confirm)}
        />
        <Button type="submit" fullWidth>
          {t('resetPassword.submit')}
        </Button>
        <BackToLogin frame={frame} />
      </Stack>
    </form>
  )
}
