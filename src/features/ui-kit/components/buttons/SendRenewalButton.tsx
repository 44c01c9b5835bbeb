import { Button, Group, Stack, Text } from '@mantine/core'
import { IconSend, IconShieldCheck } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const SEND_MS = 1500

/**
 * A button that shows it is working: while the notice "sends" it spins and refuses more clicks
 * (Mantine's `loading` disables it), then a status line says it went. Beside it, a button that
 * cannot be used yet, with the reason read out with it (aria-describedby).
 */
export function SendRenewalButton() {
  const { t } = useTranslation('ui-kit/components-buttons')
  const { t: k } = useTranslation('ui-kit/components-buttons', {
    keyPrefix: 'uiKit.components-buttons.states',
  })
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const send = () => {
    setSending(true)
    timer.current = window.setTimeout(() => {
      setSending(false)
      setSent((count) => count + 1)
    }, SEND_MS)
  }

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          loading={sending}
          loaderProps={{ type: 'dots' }}
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={send}
        >
          {k('send')}
        </Button>
        <Button
          disabled
          variant="default"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          aria-describedby="buttons-issue-why"
        >
          {k('issue')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed" id="buttons-issue-why">
        {k('why')}
      </Text>
      <Text fz="sm" role="status">
        {sending
          ? k('sending')
          : sent > 0
            ? t('uiKit.components-buttons.states.sent', { count: sent })
            : ''}
      </Text>
    </Stack>
  )
}
