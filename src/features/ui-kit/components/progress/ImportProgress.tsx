import { Button, Group, Progress, Text } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import { IconCircleCheck, IconFileImport } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { useProgressText } from './progress-text'

const POLICIES = 240
const BATCH = 30

/** Progress that moves: an import of policies in batches, then its result in place of the bar. */
export function ImportProgress() {
  const k = useProgressText()
  const [done, setDone] = useState(0)
  const [running, setRunning] = useState(false)
  const interval = useInterval(() => {
    setDone((count) => {
      const next = Math.min(POLICIES, count + BATCH)
      if (next === POLICIES) {
        interval.stop()
        setRunning(false)
      }
      return next
    })
  }, 250)
  const start = () => {
    setDone(0)
    setRunning(true)
    interval.start()
  }
  const value = Math.round((done / POLICIES) * 100)
  return (
    <DemoSection title={k('import.title')} description={k('import.description')}>
      <Progress
        size="lg"
        value={value}
        striped={running}
        animated={running}
        color={done === POLICIES ? 'teal' : 'brand'}
        aria-label={k('import.label')}
      />
      <Group justify="space-between" gap="sm">
        <Text fz="sm" data-testid="import-status" aria-live="polite">
          {done === POLICIES ? (
            <Group component="span" gap={6}>
              <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-filled)" />
              {k('import.done', { count: POLICIES })}
            </Group>
          ) : running ? (
            k('import.running', { done, total: POLICIES })
          ) : (
            k('import.idle', { total: POLICIES })
          )}
        </Text>
        <Button
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={start}
          loading={running}
        >
          {done === POLICIES ? k('import.again') : k('import.start')}
        </Button>
      </Group>
    </DemoSection>
  )
}
