import { Button, Drawer, Group, Text, type DrawerProps } from '@mantine/core'
import { useState } from 'react'
import { keysOf } from '@/shared/contract/one-of'
import { DemoSection } from '../../ui/DemoSection'
import { ClientQuickView } from './ClientQuickView'
import { useOffcanvasText } from './offcanvas-text'

type Options = Pick<
  DrawerProps,
  'overlayProps' | 'withOverlay' | 'closeOnClickOutside' | 'lockScroll'
>

const OVERLAYS = {
  blur: { overlayProps: { backgroundOpacity: 0.35, blur: 4 } },
  dark: { overlayProps: { backgroundOpacity: 0.7 } },
  none: { withOverlay: false, lockScroll: false },
  sticky: { closeOnClickOutside: false },
} as const satisfies Record<string, Options>
type Overlay = keyof typeof OVERLAYS

/** What sits behind the drawer: a blur, a darker veil, nothing at all, or a click outside that keeps it. */
export function DrawerOverlays() {
  const k = useOffcanvasText()
  const [overlay, setOverlay] = useState<Overlay | null>(null)
  return (
    <DemoSection title={k('overlays.title')} description={k('overlays.description')}>
      <Group gap="xs">
        {keysOf(OVERLAYS).map((each) => (
          <Button key={each} variant="default" onClick={() => setOverlay(each)}>
            {k(`overlays.${each}`)}
          </Button>
        ))}
      </Group>
      <Drawer
        opened={overlay !== null}
        onClose={() => setOverlay(null)}
        position="right"
        title={overlay ? k(`overlays.${overlay}`) : ''}
        closeButtonProps={{ 'aria-label': k('close') }}
        {...(overlay ? OVERLAYS[overlay] : {})}
      >
        <ClientQuickView />
        <Text fz="xs" c="dimmed" mt="md">
          {overlay ? k(`overlays.hint.${overlay}`) : ''}
        </Text>
      </Drawer>
    </DemoSection>
  )
}
