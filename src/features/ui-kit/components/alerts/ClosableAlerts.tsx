import { Alert, Button, Stack, Text } from '@mantine/core'
import {
  IconBellRinging,
  IconFileAlert,
  IconRefresh,
  IconUserExclamation,
} from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const NOTICES: readonly { id: string; color: string; icon: ReactNode }[] = [
  { id: 'documents', color: 'orange', icon: <IconFileAlert /> },
  { id: 'client', color: 'blue', icon: <IconUserExclamation /> },
  { id: 'reminder', color: 'teal', icon: <IconBellRinging /> },
]

/**
 * Notices a user may close; they stay closed until "Show closed alerts" brings them back, as a
 * dismissed banner does until the user asks for it again.
 */
export function ClosableAlerts() {
  const { t } = useTranslation('ui-kit/components-alerts')
  const { t: k } = useTranslation('ui-kit/components-alerts', {
    keyPrefix: 'uiKit.components-alerts.closable',
  })
  const [closed, setClosed] = useState<string[]>([])
  const shown = NOTICES.filter((notice) => !closed.includes(notice.id))
  return (
    <Stack gap="sm">
      {shown.map((notice) => (
        <Alert
          key={notice.id}
          color={notice.color}
          icon={notice.icon}
          title={k(`${notice.id}.title`)}
          withCloseButton
          closeButtonLabel={t('uiKit.components-alerts.closable.close', {
            title: k(`${notice.id}.title`),
          })}
          onClose={() => setClosed((ids) => [...ids, notice.id])}
        >
          {k(`${notice.id}.text`)}
        </Alert>
      ))}
      {shown.length === 0 && (
        <Text fz="sm" c="dimmed">
          {k('empty')}
        </Text>
      )}
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('uiKit.components-alerts.closable.status', {
          shown: shown.length,
          total: NOTICES.length,
        })}
      </Text>
      <div>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          disabled={closed.length === 0}
          onClick={() => setClosed([])}
        >
          {k('restore')}
        </Button>
      </div>
    </Stack>
  )
}
