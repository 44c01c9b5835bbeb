import { Box, Button, FocusTrap, Loader, Overlay, Paper, Portal, Stack, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusy } from './use-busy'

const SAVE_MS = 3000

/**
 * The whole page blocked while a batch job runs: an overlay over everything (menu and navbar too)
 * with a modal panel that traps focus, says what is happening (aria-busy) and lets the user lift
 * the block; it lifts by itself after a few seconds, and focus goes back to the trigger.
 */
export function PageBlock() {
  const { t: k } = useTranslation('ui-kit/components-block-ui', {
    keyPrefix: 'uiKit.components-block-ui.page',
  })
  const { busy, start, release } = useBusy(SAVE_MS)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(false)

  useEffect(() => {
    if (!busy && wasBusy.current) triggerRef.current?.focus()
    wasBusy.current = busy
  }, [busy])

  return (
    <Stack gap="sm" align="flex-start">
      <Button ref={triggerRef} leftSection={<IconLock size={16} aria-hidden />} onClick={start}>
        {k('start')}
      </Button>
      {busy && (
        <Portal>
          <Box pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-max)' }}>
            <Overlay fixed blur={3} backgroundOpacity={0.45} />
            <FocusTrap active>
              <Box
                pos="fixed"
                inset={0}
                style={{ display: 'grid', placeItems: 'center', zIndex: 1 }}
                role="dialog"
                aria-modal="true"
                aria-busy="true"
                aria-label={k('busy')}
              >
                <Paper shadow="lg" p="xl" radius="md" maw={340} mx="md">
                  <Stack align="center" gap="sm">
                    <Loader aria-hidden />
                    <Text fw={600} ta="center">
                      {k('busy')}
                    </Text>
                    <Text fz="sm" c="dimmed" ta="center">
                      {k('text')}
                    </Text>
                    <Button variant="default" onClick={release}>
                      {k('release')}
                    </Button>
                  </Stack>
                </Paper>
              </Box>
            </FocusTrap>
          </Box>
        </Portal>
      )}
    </Stack>
  )
}
