import { Affix, Button, Group, Notification } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { usePwa } from '../pwa.store'
import { applyUpdate } from '../worker'

/**
 * A new version is installed and waiting: say so on every screen (the root route renders this)
 * until the user reloads into it. Its strings come from whoever shows it: the app (i18next) or the
 * sign-in shell (its own translator).
 */
export function UpdatePrompt({ t }: { t: (key: string) => string }) {
  const waiting = usePwa((state) => state.updateWaiting)
  const held = usePwa((state) => state.updateHeld)
  if (!waiting) return null
  return (
    <Affix position={{ top: 80, right: 16 }} zIndex={1000}>
      <Notification
        role="status"
        aria-live="polite"
        data-testid="update-prompt"
        withCloseButton={false}
        icon={<IconRefresh size={18} />}
        title={t('shell.pwa.updateTitle')}
        w={340}
        maw="calc(100vw - 32px)"
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        {held > 0
          ? t('shell.pwa.updateHeld').replace('{{count}}', String(held))
          : t('shell.pwa.updateBody')}
        <Group justify="flex-end" mt="xs">
          <Button size="xs" onClick={applyUpdate}>
            {t('shell.pwa.reload')}
          </Button>
        </Group>
      </Notification>
    </Affix>
  )
}
