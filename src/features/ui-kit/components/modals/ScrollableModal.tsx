import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { DemoSection } from '../../ui/DemoSection'
import { useModalsText } from './modals-text'

const CLAUSES = ['scope', 'exclusions', 'excess', 'claims', 'renewal', 'cancellation'] as const

/**
 * Long content scrolls inside the dialog, its title and actions always in view: the policy's
 * terms before the client signs.
 */
export function ScrollableModal() {
  const k = useModalsText()
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <DemoSection title={k('scroll.title')} description={k('scroll.description')}>
      <Group>
        <Button variant="light" onClick={open}>
          {k('scroll.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={k('scroll.modalTitle')}
        scrollAreaComponent={ScrollArea.Autosize}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <Stack gap="md">
          {CLAUSES.map((clause, index) => (
            <div key={clause}>
              <Title order={3} fz="sm">
                {index + 1}. {k(`scroll.clauses.${clause}.title`)}
              </Title>
              <Text fz="sm">{k(`scroll.clauses.${clause}.text`)}</Text>
              <Text fz="sm" mt={6}>
                {k('scroll.common')}
              </Text>
            </div>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {k('scroll.close')}
            </Button>
            <Button onClick={close}>{k('scroll.accept')}</Button>
          </Group>
        </Stack>
      </Modal>
    </DemoSection>
  )
}
