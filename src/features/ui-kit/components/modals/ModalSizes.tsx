import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { useModalsText } from './modals-text'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '70%'] as const
type Size = (typeof SIZES)[number]

/** The theme's widths, and a percentage for wide content such as a comparison of quotes. */
export function ModalSizes() {
  const k = useModalsText()
  const [size, setSize] = useState<Size | null>(null)
  return (
    <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
      <Group gap="xs">
        {SIZES.map((each) => (
          <Button key={each} variant="default" size="sm" onClick={() => setSize(each)}>
            {each}
          </Button>
        ))}
      </Group>
      <Modal
        opened={size !== null}
        onClose={() => setSize(null)}
        size={size ?? 'md'}
        title={k('sizes.modalTitle', { size: size ?? '' })}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        <Text fz="sm">{k('sizes.body')}</Text>
      </Modal>
    </DemoSection>
  )
}
