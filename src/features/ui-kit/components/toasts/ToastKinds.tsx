import { Button, Group } from '@mantine/core'
import { notifications, type NotificationData } from '@mantine/notifications'
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX, type Icon } from '@tabler/icons-react'
import { DemoSection } from '../../ui/DemoSection'
import { useToastsText } from './toasts-text'

const KINDS: readonly { id: string; color: string; Icon: Icon }[] = [
  { id: 'success', color: 'teal', Icon: IconCheck },
  { id: 'info', color: 'blue', Icon: IconInfoCircle },
  { id: 'warning', color: 'orange', Icon: IconAlertTriangle },
  { id: 'error', color: 'red', Icon: IconX },
]

/** What every toast of the page shares: a named close button. */
export function useToastBase(): Pick<NotificationData, 'closeButtonProps'> {
  const k = useToastsText()
  return { closeButtonProps: { 'aria-label': k('close') } }
}

/** A toast of each kind: one colour and icon per meaning, a title and what it means for the user. */
export function ToastKinds() {
  const k = useToastsText()
  const base = useToastBase()
  return (
    <DemoSection title={k('kinds.title')} description={k('kinds.description')}>
      <Group gap="sm">
        {KINDS.map(({ id, color, Icon }) => (
          <Button
            key={id}
            variant="light"
            color={color}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() =>
              notifications.show({
                ...base,
                id: `kind-${id}`,
                color,
                icon: <Icon size={18} aria-hidden />,
                title: k(`kinds.${id}.title`),
                message: k(`kinds.${id}.message`),
              })
            }
          >
            {k(`kinds.${id}.button`)}
          </Button>
        ))}
      </Group>
    </DemoSection>
  )
}

const POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const

/**
 * Where a toast shows: any corner or centre of the screen, each toast choosing its own. These
 * are places on the screen, not mirrored in a right-to-left page.
 */
export function ToastPositions() {
  const k = useToastsText()
  const base = useToastBase()
  return (
    <DemoSection title={k('positions.title')} description={k('positions.description')}>
      <Group gap="xs">
        {POSITIONS.map((position) => (
          <Button
            key={position}
            variant="default"
            size="xs"
            onClick={() =>
              notifications.show({
                ...base,
                id: `position-${position}`,
                position,
                title: k(`positions.${position}`),
                message: k('positions.message'),
              })
            }
          >
            {k(`positions.${position}`)}
          </Button>
        ))}
      </Group>
    </DemoSection>
  )
}
