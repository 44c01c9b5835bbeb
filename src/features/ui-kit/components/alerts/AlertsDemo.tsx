import { Alert, Button, Group, SimpleGrid, Stack, Text, type AlertProps } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconInfoCircle,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClosableAlerts } from './ClosableAlerts'

/** The four kinds of message, each with its colour and icon. */
const KINDS: readonly { id: string; color: string; icon: ReactNode }[] = [
  { id: 'info', color: 'blue', icon: <IconInfoCircle /> },
  { id: 'success', color: 'teal', icon: <IconCircleCheck /> },
  { id: 'warning', color: 'orange', icon: <IconAlertTriangle /> },
  { id: 'error', color: 'red', icon: <IconCircleX /> },
]
const VARIANTS: readonly NonNullable<AlertProps['variant']>[] = [
  'light',
  'filled',
  'outline',
  'default',
  'transparent',
  'white',
]

/** Alerts: the kinds, the looks, closable ones that come back, and one with actions. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-alerts', {
    keyPrefix: 'uiKit.components-alerts',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('kinds.title')} description={k('kinds.description')}>
        <Stack gap="sm">
          {KINDS.map((kind) => (
            <Alert
              key={kind.id}
              color={kind.color}
              icon={kind.icon}
              title={k(`kinds.${kind.id}.title`)}
            >
              {k(`kinds.${kind.id}.text`)}
            </Alert>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('variants.title')} description={k('variants.description')}>
        <Stack gap="sm">
          {VARIANTS.map((variant) => (
            <Alert
              key={variant}
              variant={variant}
              color="brand"
              icon={<IconInfoCircle />}
              title={k(`variants.names.${variant}`)}
            >
              {k('variants.text')}
            </Alert>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('closable.title')} description={k('closable.description')}>
        <ClosableAlerts />
      </DemoSection>
      <DemoSection title={k('actions.title')} description={k('actions.description')}>
        <Stack gap="sm">
          <Alert color="orange" icon={<IconClockHour4 />} title={k('actions.renewal.title')}>
            <Stack gap="xs">
              <Text fz="sm">{k('actions.renewal.text')}</Text>
              <Group gap="xs">
                <Button size="xs">{k('actions.renewal.renew')}</Button>
                <Button size="xs" variant="default">
                  {k('actions.renewal.later')}
                </Button>
              </Group>
            </Stack>
          </Alert>
          <Alert color="blue" variant="outline">
            {k('actions.plain')}
          </Alert>
        </Stack>
      </DemoSection>
    </SimpleGrid>
  )
}
