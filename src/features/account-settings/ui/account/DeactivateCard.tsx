import { Alert, Button, Checkbox, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useDeactivate } from '../../api/account-settings.queries'
import { SectionCard } from '../SectionCard'
import { useSignOutHere } from './use-sign-out-here'

/**
 * Deactivation: confirmed twice (the box, then the dialog), then the account is marked and every
 * session it has ends; signing in again reactivates it. No one is locked out for good.
 */
export function DeactivateCard() {
  const { t } = useTranslation('account-settings')
  const [sure, setSure] = useState(false)
  const deactivate = useDeactivate()
  const signOut = useSignOutHere()
  const start = async () => {
    const confirmed = await confirmDestructive({
      title: t('accountSettings.deactivate.confirmTitle'),
      message: t('accountSettings.deactivate.confirmMessage'),
      confirmLabel: t('accountSettings.deactivate.button'),
    })
    if (confirmed) deactivate.mutate(undefined, { onSuccess: () => void signOut() })
  }
  return (
    <SectionCard title={t('accountSettings.deactivate.title')} testId="deactivate-card">
      <Stack gap="md" align="flex-start">
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          w="100%"
        >
          {t('accountSettings.deactivate.warning')}
        </Alert>
        <Checkbox
          label={t('accountSettings.deactivate.check')}
          checked={sure}
          onChange={(event) => setSure(event.currentTarget.checked)}
        />
        <Button
          color="red.8"
          disabled={!sure}
          loading={deactivate.isPending}
          onClick={() => void start()}
        >
          {t('accountSettings.deactivate.button')}
        </Button>
      </Stack>
    </SectionCard>
  )
}
