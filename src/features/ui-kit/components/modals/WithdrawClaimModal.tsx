import { Badge, Button, Group, Modal, SimpleGrid, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconArrowBackUp } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { DemoSection } from '../../ui/DemoSection'
import { useModalsText } from './modals-text'

/**
 * A confirm over an open modal: the product's one destructive confirm (`confirmDestructive`,
 * through @mantine/modals) stacked on the claim's dialog. The claim's status on the page shows
 * what was decided.
 */
export function WithdrawClaimModal() {
  const k = useModalsText()
  const { i18n } = useTranslation()
  const estimate = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' })
  const [opened, { open, close }] = useDisclosure(false)
  const [confirming, setConfirming] = useState(false)
  const [withdrawn, setWithdrawn] = useState(false)

  const withdraw = async () => {
    setConfirming(true)
    const confirmed = await confirmDestructive({
      title: k('nested.confirmTitle'),
      message: k('nested.confirmMessage'),
      confirmLabel: k('nested.withdraw'),
    })
    setConfirming(false)
    if (confirmed) {
      setWithdrawn(true)
      close()
    }
  }

  return (
    <DemoSection title={k('nested.title')} description={k('nested.description')}>
      <Group justify="space-between">
        <Group gap="xs">
          <Text fz="sm" fw={600}>
            {k('nested.claim')}
          </Text>
          <Badge variant="light" color={withdrawn ? 'gray' : 'blue'} data-testid="claim-status">
            {withdrawn ? k('nested.statusWithdrawn') : k('nested.statusOpen')}
          </Badge>
        </Group>
        <Group gap="xs">
          {withdrawn && (
            <Button variant="subtle" size="xs" onClick={() => setWithdrawn(false)}>
              {k('nested.reopen')}
            </Button>
          )}
          <Button variant="light" onClick={open}>
            {k('nested.open')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        // Escape closes the confirm on top, not the claim's dialog under it as well.
        closeOnEscape={!confirming}
        title={k('nested.claim')}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <SimpleGrid cols={2} spacing="xs" fz="sm">
          <Text fz="sm" c="dimmed">
            {k('nested.client')}
          </Text>
          <Text fz="sm">Javier Ortega</Text>
          <Text fz="sm" c="dimmed">
            {k('nested.cause')}
          </Text>
          <Text fz="sm">{k('nested.causeValue')}</Text>
          <Text fz="sm" c="dimmed">
            {k('nested.estimate')}
          </Text>
          <Text fz="sm">{estimate.format(1840)}</Text>
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {k('done')}
          </Button>
          <Button
            color="red.8"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={withdrawn}
            onClick={() => void withdraw()}
          >
            {k('nested.withdraw')}
          </Button>
        </Group>
      </Modal>
    </DemoSection>
  )
}
