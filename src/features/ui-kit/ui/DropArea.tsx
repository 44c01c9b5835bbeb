import '@mantine/dropzone/styles.layer.css'
import { Button, Group, Text } from '@mantine/core'
import { Dropzone, type DropzoneProps } from '@mantine/dropzone'
import { IconUpload, IconX, type Icon } from '@tabler/icons-react'
import { useId, useRef, type ReactNode } from 'react'

interface Props extends Omit<
  DropzoneProps,
  'children' | 'openRef' | 'activateOnClick' | 'activateOnKeyboard' | 'inputProps'
> {
  /** The icon shown while nothing is dragged over the area. */
  icon: Icon
  label: ReactNode
  /** What the area takes (types, sizes): shown, and read with the input and the button. */
  rules: ReactNode
  /** The button that opens the file picker. */
  choose: string
  /** The hidden file input's name. */
  inputLabel: string
}

/**
 * The kit's drop area: files dropped on it, or chosen with its button. The area itself takes
 * drops only, and its button opens the picker, so the keyboard reaches it and the area is not a
 * button holding another control (axe: nested-interactive). Disabled, the button is too.
 */
export function DropArea({ icon: IdleIcon, label, rules, choose, inputLabel, ...dropzone }: Props) {
  const openRef = useRef<() => void>(null)
  const rulesId = useId()
  return (
    <Dropzone
      {...dropzone}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ 'aria-label': inputLabel, 'aria-describedby': rulesId }}
    >
      <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload
            size={44}
            stroke={1.5}
            color="var(--mantine-primary-color-filled)"
            aria-hidden
          />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IdleIcon size={44} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <div>
          <Text fw={600}>{label}</Text>
          <Text id={rulesId} fz="sm" c="dimmed" mt={4}>
            {rules}
          </Text>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            style={{ pointerEvents: 'all' }}
            onClick={() => openRef.current?.()}
            disabled={dropzone.disabled}
            aria-describedby={rulesId}
          >
            {choose}
          </Button>
        </div>
      </Group>
    </Dropzone>
  )
}
