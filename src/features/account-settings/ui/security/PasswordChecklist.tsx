import { List, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconPoint } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { passwordChecks, type ChangePassword } from '../../account-security.schema'

/** The rules a new password must meet, each ticked as soon as it is met while typing. */
export function PasswordChecklist({ values }: { values: ChangePassword }) {
  const { t } = useTranslation('account-settings')
  const checks = passwordChecks(values.newPassword)
  const items: Array<[string, boolean]> = [
    ['length', checks.length],
    ['cases', checks.cases],
    ['digitOrSymbol', checks.digitOrSymbol],
    ['differs', values.newPassword !== '' && values.newPassword !== values.currentPassword],
    ['matches', values.confirmPassword !== '' && values.confirmPassword === values.newPassword],
  ]
  return (
    <List
      spacing={4}
      size="sm"
      center
      aria-label={t('accountSettings.password.rules')}
      data-testid="password-rules"
    >
      {items.map(([rule, met]) => (
        <List.Item
          key={rule}
          data-met={met}
          c={met ? 'var(--mantine-color-green-light-color)' : 'dimmed'}
          icon={
            <ThemeIcon
              size={18}
              radius="xl"
              variant={met ? 'filled' : 'light'}
              color={met ? 'teal.8' : 'gray'}
            >
              {met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          {t(`accountSettings.password.rule.${rule}`)}
          <VisuallyHidden>
            {`: ${t(met ? 'accountSettings.password.met' : 'accountSettings.password.notMet')}`}
          </VisuallyHidden>
        </List.Item>
      ))}
    </List>
  )
}
