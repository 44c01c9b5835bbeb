import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCloudUpload, IconPin, IconTrash } from '@tabler/icons-react'
import { useRef } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { useToastBase } from './ToastKinds'
import { useToastsText } from './toasts-text'

const SYNC = 'sync-policies'

/** A loading toast that turns into its result in place, rather than a second toast. */
export function LoadingToast() {
  const k = useToastsText()
  const base = useToastBase()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Not cleared when the page closes: the toast is the app's, and a loading toast left without
  // its result would stay on screen for good.
  const sync = () => {
    clearTimeout(timer.current)
    notifications.show({
      ...base,
      id: SYNC,
      loading: true,
      title: k('loading.pending.title'),
      message: k('loading.pending.message'),
      autoClose: false,
      withCloseButton: false,
    })
    timer.current = setTimeout(() => {
      notifications.update({
        ...base,
        id: SYNC,
        loading: false,
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden />,
        title: k('loading.done.title'),
        message: k('loading.done.message', { count: 38 }),
        autoClose: 4000,
        withCloseButton: true,
      })
    }, 1500)
  }
  return (
    <DemoSection title={k('loading.title')} description={k('loading.description')}>
      <Button
        leftSection={<IconCloudUpload size={16} aria-hidden />}
        onClick={sync}
        w="fit-content"
      >
        {k('loading.button')}
      </Button>
    </DemoSection>
  )
}

/** How long a toast stays: a few seconds with a bar that shows it, or until closed; all cleared. */
export function ToastTiming() {
  const k = useToastsText()
  const base = useToastBase()
  return (
    <DemoSection title={k('timing.title')} description={k('timing.description')}>
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() =>
            notifications.show({
              ...base,
              title: k('timing.short.title'),
              message: k('timing.short.message'),
              autoClose: 3000,
              withAutoCloseProgress: true,
            })
          }
        >
          {k('timing.short.button')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPin size={16} aria-hidden />}
          onClick={() =>
            notifications.show({
              ...base,
              id: 'timing-sticky',
              color: 'orange',
              title: k('timing.sticky.title'),
              message: k('timing.sticky.message'),
              autoClose: false,
            })
          }
        >
          {k('timing.sticky.button')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => notifications.clean()}
        >
          {k('timing.clear')}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        {k('timing.hint')}
      </Text>
    </DemoSection>
  )
}
