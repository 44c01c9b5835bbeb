import { ActionIcon, Button, Group, Tooltip } from '@mantine/core'
import { IconMail, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react'
import { DemoSection } from '../../ui/DemoSection'
import { useTooltipsText } from './tooltips-text'

/** Shown on keyboard focus as well as on hover: Mantine's default is hover alone. */
export const EVENTS = { hover: true, focus: true, touch: false }

const SIDES = ['top', 'right', 'bottom', 'left'] as const

/** A tooltip on each side; "right" and "left" mirror in a right-to-left page. */
export function TooltipPositions() {
  const k = useTooltipsText()
  return (
    <DemoSection title={k('positions.title')} description={k('positions.description')}>
      <Group gap="sm">
        {SIDES.map((side) => (
          <Tooltip
            key={side}
            label={k('positions.label')}
            position={side}
            withArrow
            events={EVENTS}
          >
            <Button variant="default">{k(`positions.${side}`)}</Button>
          </Tooltip>
        ))}
      </Group>
    </DemoSection>
  )
}

const ACTIONS = [
  { id: 'call', Icon: IconPhone, color: 'teal' },
  { id: 'email', Icon: IconMail, color: 'blue' },
  { id: 'edit', Icon: IconPencil, color: 'gray' },
  { id: 'delete', Icon: IconTrash, color: 'red' },
] as const

/**
 * Icon-only buttons: the tooltip shows sighted users what the button's name already tells a
 * screen reader, and the group shows the next one at once while the pointer moves along.
 */
export function IconButtonTooltips() {
  const k = useTooltipsText()
  return (
    <DemoSection title={k('icons.title')} description={k('icons.description')}>
      <Tooltip.Group openDelay={300} closeDelay={100}>
        <Group gap="xs">
          {ACTIONS.map(({ id, Icon, color }) => (
            <Tooltip key={id} label={k(`icons.${id}`)} withArrow events={EVENTS}>
              <ActionIcon variant="light" color={color} size="lg" aria-label={k(`icons.${id}`)}>
                <Icon size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Tooltip.Group>
    </DemoSection>
  )
}
