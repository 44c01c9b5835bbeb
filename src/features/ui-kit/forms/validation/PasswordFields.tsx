/** A new password with its strength meter and the rules still unmet, and its confirmation. */
import { List, PasswordInput, Progress, Stack, Text, VisuallyHidden } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_RULES, passwordStrength, type ValidationValues } from './validation.schema'

const color = (score: number) => (score < 60 ? 'red.8' : score < 100 ? 'orange.8' : 'teal.8')

export function PasswordFields({ form }: { form: UseFormReturnType<ValidationValues> }) {
  const { t: k } = useTranslation('ui-kit/forms-validation', {
    keyPrefix: 'uiKit.forms-validation',
  })
  const { met, score } = passwordStrength(form.values.password)
  const toggle = { 'aria-label': k('fields.showPassword') }
  return (
    <>
      <Stack gap={6}>
        <PasswordInput
          label={k('fields.password')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('password')}
        />
        <Progress value={score} color={color(score)} size="sm" aria-label={k('password.meter')} />
        <Text fz="xs" c="dimmed" aria-live="polite">
          {k(`password.level.${score < 60 ? 'weak' : score < 100 ? 'fair' : 'strong'}`)}
        </Text>
        <List spacing={2} fz="xs" center aria-label={k('password.rulesLabel')}>
          {PASSWORD_RULES.map((rule) => {
            const ok = met.includes(rule)
            return (
              <List.Item
                key={rule}
                icon={
                  ok ? (
                    <IconCircleCheck
                      size={14}
                      color="var(--mantine-color-teal-filled)"
                      aria-hidden
                    />
                  ) : (
                    <IconCircleDashed size={14} aria-hidden />
                  )
                }
              >
                {k(`password.rules.${rule}`)}
                {ok && <VisuallyHidden> ({k('password.met')})</VisuallyHidden>}
              </List.Item>
            )
          })}
        </List>
      </Stack>
      <PasswordInput
        label={k('fields.confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        visibilityToggleButtonProps={toggle}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  )
}
