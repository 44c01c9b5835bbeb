import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { IconRestore } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CallList } from './CallList'
import { useDndDemo } from './dnd-demo.store'
import { RenewalBoard } from './RenewalBoard'

/** A sortable list and cards moved between lists, by mouse, touch or keyboard, kept on reload. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-drag-and-drop', {
    keyPrefix: 'uiKit.extensions-drag-and-drop',
  })
  const reset = useDndDemo((state) => state.reset)
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" maw={640}>
          {k('kept')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconRestore size={18} aria-hidden />}
          onClick={reset}
        >
          {k('reset')}
        </Button>
      </Group>
      <DemoSection title={k('calls.title')} description={k('calls.description')}>
        <Box maw={560}>
          <CallList />
        </Box>
      </DemoSection>
      <DemoSection title={k('board.title')} description={k('board.description')}>
        <RenewalBoard />
      </DemoSection>
    </Stack>
  )
}
