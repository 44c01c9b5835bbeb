import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** How long the notice stays after the sign-in that reactivated the account. */
const NOTICE_DAYS = 7

/** Tells a user back from a deactivation that signing in reactivated their account. */
export function ReactivatedNotice({ reactivatedAt }: { reactivatedAt: string | null }) {
  const { t, i18n } = useTranslation('account-settings')
  const [now] = useState(Date.now)
  if (!reactivatedAt || now - Date.parse(reactivatedAt) > NOTICE_DAYS * 86_400_000) return null
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      data-testid="reactivated"
    >
      {t('accountSettings.deactivate.reactivated', { date: date.format(new Date(reactivatedAt)) })}
    </Alert>
  )
}
