import { Button, Drawer, Group, Text, type DrawerProps } from '@mantine/core'
import {
  IconLayoutBottombar,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconLayoutSidebarRight,
} from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { ClientQuickView } from './ClientQuickView'
import classes from './DrawerPlacement.module.css'
import { useOffcanvasText } from './offcanvas-text'

/**
 * Start and end, not left and right: Mantine's `left` is the start of the line, so in a
 * right-to-left layout the start drawer comes from the right, with its slide mirrored.
 */
const SIDES = [
  { id: 'start', position: 'left', Icon: IconLayoutSidebar },
  { id: 'end', position: 'right', Icon: IconLayoutSidebarRight },
  { id: 'top', position: 'top', Icon: IconLayoutNavbar },
  { id: 'bottom', position: 'bottom', Icon: IconLayoutBottombar },
] as const satisfies readonly {
  id: string
  position: DrawerProps['position']
  Icon: typeof IconLayoutSidebar
}[]
type Side = (typeof SIDES)[number]

export function DrawerPlacement() {
  const k = useOffcanvasText()
  const [side, setSide] = useState<Side | null>(null)
  return (
    <DemoSection title={k('placement.title')} description={k('placement.description')}>
      <Group gap="xs">
        {SIDES.map((each) => (
          <Button
            key={each.id}
            variant="light"
            leftSection={<each.Icon size={16} aria-hidden className={classes.mirrored} />}
            onClick={() => setSide(each)}
          >
            {k(`placement.${each.id}`)}
          </Button>
        ))}
      </Group>
      <Drawer
        opened={side !== null}
        onClose={() => setSide(null)}
        position={side?.position ?? 'left'}
        title={side ? k(`placement.drawer.${side.id}`) : ''}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <ClientQuickView />
        <Text fz="xs" c="dimmed" mt="md">
          {k('placement.escape')}
        </Text>
      </Drawer>
    </DemoSection>
  )
}

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '100%'] as const

/** The theme's drawer widths, and the whole screen for a task that needs it. */
export function DrawerSizes() {
  const k = useOffcanvasText()
  const [size, setSize] = useState<(typeof SIZES)[number] | null>(null)
  return (
    <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
      <Group gap="xs">
        {SIZES.map((each) => (
          <Button key={each} variant="default" onClick={() => setSize(each)}>
            {each}
          </Button>
        ))}
      </Group>
      <Drawer
        opened={size !== null}
        onClose={() => setSize(null)}
        position="right"
        size={size ?? 'md'}
        title={k('sizes.drawer', { size: size ?? '' })}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <ClientQuickView />
      </Drawer>
    </DemoSection>
  )
}
