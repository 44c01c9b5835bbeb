import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { Notifications, type NotificationData } from '@mantine/notifications'
import {
  IconAlertTriangle,
  IconCheck,
  IconClockHour4,
  IconCloudUpload,
  IconInfoCircle,
  IconPin,
  IconRefresh,
  IconX,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { usePageToasts } from './page-toasts'
import classes from './ToastsDemo.module.css'

/** In the order they sit on the screen: the top row, then the bottom row. */
const POSITIONS: readonly NonNullable<NotificationData['position']>[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
]

const KINDS = [
  { key: 'info', color: 'blue', Icon: IconInfoCircle },
  { key: 'success', color: 'teal', Icon: IconCheck },
  { key: 'warning', color: 'orange', Icon: IconAlertTriangle },
  { key: 'error', color: 'red', Icon: IconX },
] as const

/** How long the demo's work takes: long enough to see the loading toast. */
const WORK_MS = 1500
const SYNCED_RENEWALS = 14

/** Toasts in six positions, four kinds, timed or kept, and one that follows a promise. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-toasts', {
    keyPrefix: 'uiKit.extensions-toasts',
  })
  const toasts = usePageToasts(k('close'))
  const [settled, setSettled] = useState<string | null>(null)

  const runPromise = (fail: boolean) => {
    const work = new Promise<number>((resolve, reject) =>
      window.setTimeout(
        () => (fail ? reject(new Error(k('promise.tooLarge'))) : resolve(SYNCED_RENEWALS)),
        WORK_MS,
      ),
    )
    const key = fail ? 'promise.upload' : 'promise.sync'
    setSettled(null)
    toasts
      .promise(work, {
        loading: { title: k(`${key}.loading`), message: k(`${key}.wait`) },
        success: (count) => ({
          title: k(`${key}.done`),
          message: k(`${key}.doneMessage`, { count }),
          icon: <IconCheck size={18} aria-hidden />,
        }),
        error: (reason) => ({
          title: k(`${key}.failed`),
          message: reason instanceof Error ? reason.message : String(reason),
          icon: <IconX size={18} aria-hidden />,
        }),
      })
      .then(
        (count) => setSettled(k('promise.resolved', { count })),
        () => setSettled(k('promise.rejected')),
      )
  }

  return (
    <>
      <Notifications
        store={toasts.store}
        position="top-right"
        zIndex={250}
        containerWidth={380}
        className={classes.toasts}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DemoSection title={k('positions.title')} description={k('positions.description')}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {POSITIONS.map((position) => (
              <Button
                key={position}
                variant="light"
                onClick={() =>
                  toasts.show({
                    position,
                    title: k(`positions.${position}`),
                    message: k('positions.message'),
                  })
                }
              >
                {k(`positions.${position}`)}
              </Button>
            ))}
          </SimpleGrid>
        </DemoSection>
        <DemoSection title={k('kinds.title')} description={k('kinds.description')}>
          <Group gap="xs">
            {KINDS.map(({ key, color, Icon }) => (
              <Button
                key={key}
                variant="light"
                color={color}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() =>
                  toasts.show({
                    color,
                    icon: <Icon size={18} aria-hidden />,
                    title: k(`kinds.${key}.title`),
                    message: k(`kinds.${key}.message`),
                  })
                }
              >
                {k(`kinds.${key}.button`)}
              </Button>
            ))}
          </Group>
        </DemoSection>
        <DemoSection title={k('timing.title')} description={k('timing.description')}>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconClockHour4 size={18} aria-hidden />}
              onClick={() =>
                toasts.show({
                  autoClose: 3000,
                  withAutoCloseProgress: true,
                  title: k('timing.short.title'),
                  message: k('timing.short.message'),
                })
              }
            >
              {k('timing.short.button')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPin size={18} aria-hidden />}
              onClick={() =>
                toasts.show({
                  autoClose: false,
                  color: 'orange',
                  title: k('timing.kept.title'),
                  message: k('timing.kept.message'),
                })
              }
            >
              {k('timing.kept.button')}
            </Button>
            <Button variant="default" onClick={toasts.clean}>
              {k('timing.clear')}
            </Button>
          </Group>
        </DemoSection>
        <DemoSection title={k('promise.title')} description={k('promise.description')}>
          <Stack gap="md">
            <Group gap="xs">
              <Button
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => runPromise(false)}
              >
                {k('promise.sync.button')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconCloudUpload size={18} aria-hidden />}
                onClick={() => runPromise(true)}
              >
                {k('promise.upload.button')}
              </Button>
            </Group>
            <Text fz="sm" c={settled ? undefined : 'dimmed'} role="status">
              {settled ?? k('promise.none')}
            </Text>
          </Stack>
        </DemoSection>
      </SimpleGrid>
    </>
  )
}
