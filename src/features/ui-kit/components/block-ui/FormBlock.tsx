import { Box, Button, Group, LoadingOverlay, Stack, Text, TextInput } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusy } from './use-busy'

const SEND_MS = 4000

type Outcome = 'sent' | 'cancelled' | null

/**
 * A form blocked while it "sends": its fields are disabled and hidden from the keyboard, and the
 * overlay holds a Cancel button that takes focus at once, so the keyboard user can stop it; when
 * the block lifts, focus goes back to the Send button.
 */
export function FormBlock() {
  const { t } = useTranslation('ui-kit/components-block-ui')
  const { t: k } = useTranslation('ui-kit/components-block-ui', {
    keyPrefix: 'uiKit.components-block-ui.form',
  })
  const [email, setEmail] = useState('camila.rojas@example.com')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { busy, start, release } = useBusy(SEND_MS, () => setOutcome('sent'))
  // The overlay mounts its content after its transition starts: focus Cancel when it appears.
  const focusOnMount = useCallback((node: HTMLButtonElement | null) => node?.focus(), [])
  const sendRef = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(false)

  useEffect(() => {
    if (!busy && wasBusy.current) sendRef.current?.focus()
    wasBusy.current = busy
  }, [busy])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setOutcome(null)
    start()
  }

  return (
    <Stack gap="sm">
      <Box pos="relative">
        <form onSubmit={submit} aria-busy={busy} aria-label={k('name')}>
          <fieldset disabled={busy} inert={busy} style={{ border: 0, margin: 0, padding: 0 }}>
            <Stack gap="sm">
              <TextInput
                label={k('email')}
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <TextInput label={k('quote')} defaultValue="AU-Q-2025-0144" readOnly />
              <Group>
                <Button
                  type="submit"
                  ref={sendRef}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  {k('send')}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
        <LoadingOverlay
          visible={busy}
          zIndex={10}
          overlayProps={{ radius: 'md', blur: 2 }}
          loaderProps={{
            children: (
              <Stack align="center" gap="xs">
                <Text fw={600}>{k('sending')}</Text>
                <Button
                  ref={focusOnMount}
                  variant="default"
                  size="xs"
                  onClick={() => {
                    release()
                    setOutcome('cancelled')
                  }}
                >
                  {k('cancel')}
                </Button>
              </Stack>
            ),
          }}
        />
      </Box>
      <Text fz="sm" role="status" c={outcome === 'cancelled' ? 'dimmed' : undefined}>
        {outcome === 'sent'
          ? t('uiKit.components-block-ui.form.sent', { email })
          : outcome === 'cancelled'
            ? k('cancelled')
            : busy
              ? k('sending')
              : ''}
      </Text>
    </Stack>
  )
}
