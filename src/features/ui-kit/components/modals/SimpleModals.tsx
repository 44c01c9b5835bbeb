import { Button, Group, List, Modal, Text } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconDeviceMobile, IconFileDescription } from '@tabler/icons-react'
import { DemoSection } from '../../ui/DemoSection'
import { useModalsText } from './modals-text'

/** A title, a few lines and the actions: what most dialogs of the product are. */
export function BasicModal() {
  const k = useModalsText()
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <DemoSection title={k('basic.title')} description={k('basic.description')}>
      <Group>
        <Button leftSection={<IconFileDescription size={16} aria-hidden />} onClick={open}>
          {k('basic.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={k('basic.modalTitle')}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <Text fz="sm">{k('basic.body')}</Text>
        <List fz="sm" mt="sm" spacing={4}>
          <List.Item>{k('basic.cover')}</List.Item>
          <List.Item>{k('basic.premium')}</List.Item>
          <List.Item>{k('basic.renews')}</List.Item>
        </List>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {k('done')}
          </Button>
        </Group>
      </Modal>
    </DemoSection>
  )
}

/** Centred vertically: short messages that deserve the user's full attention. */
export function CenteredModal() {
  const k = useModalsText()
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <DemoSection title={k('centered.title')} description={k('centered.description')}>
      <Group>
        <Button variant="light" onClick={open}>
          {k('centered.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        centered
        title={k('centered.modalTitle')}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <Text fz="sm">{k('centered.body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {k('centered.later')}
          </Button>
          <Button onClick={close}>{k('centered.review')}</Button>
        </Group>
      </Modal>
    </DemoSection>
  )
}

/** Full screen below 36em: a phone has no room for a floating card and the page behind it. */
export function PhoneModal() {
  const k = useModalsText()
  const [opened, { open, close }] = useDisclosure(false)
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <DemoSection title={k('phone.title')} description={k('phone.description')}>
      <Group>
        <Button
          variant="outline"
          leftSection={<IconDeviceMobile size={16} aria-hidden />}
          onClick={open}
        >
          {k('phone.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        fullScreen={phone}
        title={k('phone.modalTitle')}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <Text fz="sm">{phone ? k('phone.onPhone') : k('phone.onDesktop')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>{k('done')}</Button>
        </Group>
      </Modal>
    </DemoSection>
  )
}
