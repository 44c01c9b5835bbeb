import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { CreatedApiKey } from '../api-keys.schema'

interface Props {
  created: CreatedApiKey | null
  onClose: () => void
}

/**
 * The new key's secret, shown this once with a copy button. Closing is a deliberate act (the
 * button, the close icon or Escape), never a stray click beside the dialog.
 */
export function SecretDialog({ created, onClose }: Props) {
  const { t } = useTranslation('api-keys')
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('apiKeys.secret.title', { name: created?.apiKey.name ?? '' })}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('apiKeys.secret.close') }}
    >
      {created && (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('apiKeys.secret.onceTitle')}
          >
            {t('apiKeys.secret.once')}
          </Alert>
          <Code
            block
            dir="ltr"
            fz="sm"
            data-testid="api-key-secret"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.secret} timeout={3000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'green' : undefined}
                  leftSection={
                    copied ? (
                      <IconCheck size={18} aria-hidden />
                    ) : (
                      <IconCopy size={18} aria-hidden />
                    )
                  }
                  onClick={copy}
                  aria-live="polite"
                >
                  {copied ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('apiKeys.secret.done')}
            </Button>
          </Group>
          <Text fz="xs" c="dimmed">
            {t('apiKeys.secret.scopes', { count: created.apiKey.scopes.length })}
          </Text>
        </Stack>
      )}
    </Modal>
  )
}
