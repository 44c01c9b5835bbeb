import { Button, Group, NumberInput, Popover, Select, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconDiscount, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { usePopoversText } from './popovers-text'

const REASONS = ['loyalty', 'multi', 'claims'] as const
type Reason = (typeof REASONS)[number]
const PREMIUM = 640

interface Discount {
  percent: number
  reason: Reason
}

/**
 * A small form in a popover: focus moves into it and stays there, Escape or a click outside
 * cancels, and what is applied shows on the card.
 */
export function DiscountPopover() {
  const k = usePopoversText()
  const [opened, { close, toggle }] = useDisclosure(false)
  const [discount, setDiscount] = useState<Discount | null>(null)
  const [percent, setPercent] = useState<number | string>(10)
  const [reason, setReason] = useState<Reason | null>('loyalty')
  const [error, setError] = useState(false)
  const apply = () => {
    const value = Number(percent)
    if (!reason || !Number.isFinite(value) || value < 1 || value > 30) {
      setError(true)
      return
    }
    setDiscount({ percent: value, reason })
    setError(false)
    close()
  }
  const premium = discount ? Math.round(PREMIUM * (1 - discount.percent / 100)) : PREMIUM
  return (
    <DemoSection title={k('form.title')} description={k('form.description')}>
      <Text fz="sm" data-testid="discount-result">
        {discount
          ? k('form.applied', {
              percent: discount.percent,
              reason: k(`form.reasons.${discount.reason}`),
              premium,
            })
          : k('form.none', { premium })}
      </Text>
      <Popover opened={opened} onChange={toggle} onClose={close} trapFocus withArrow width={280}>
        <Popover.Target>
          <Button
            w="fit-content"
            leftSection={<IconDiscount size={16} aria-hidden />}
            onClick={toggle}
          >
            {k('form.open')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              apply()
            }}
          >
            <Stack gap="sm">
              <NumberInput
                label={k('form.percent')}
                value={percent}
                onChange={setPercent}
                min={1}
                max={30}
                suffix="%"
                error={error ? k('form.error') : undefined}
                data-autofocus
              />
              <Select
                label={k('form.reason')}
                value={reason}
                onChange={setReason}
                comboboxProps={{ withinPortal: false }}
                data={REASONS.map((value) => ({ value, label: k(`form.reasons.${value}`) }))}
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={close}>
                  {k('form.cancel')}
                </Button>
                <Button type="submit" size="xs">
                  {k('form.apply')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </DemoSection>
  )
}

/** A confirm in place, for a step small enough not to need a modal: removing a reminder. */
export function ConfirmPopover() {
  const k = usePopoversText()
  const [opened, { close, toggle }] = useDisclosure(false)
  const [removed, setRemoved] = useState(false)
  return (
    <DemoSection title={k('confirm.title')} description={k('confirm.description')}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" data-testid="reminder">
          {removed ? k('confirm.removed') : k('confirm.reminder')}
        </Text>
        {removed ? (
          <Button variant="subtle" size="xs" onClick={() => setRemoved(false)}>
            {k('confirm.undo')}
          </Button>
        ) : (
          <Popover
            opened={opened}
            onChange={toggle}
            trapFocus
            withArrow
            position="bottom-end"
            width={240}
          >
            <Popover.Target>
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={toggle}
              >
                {k('confirm.remove')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text fz="sm" mb="sm">
                {k('confirm.question')}
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={close} data-autofocus>
                  {k('confirm.keep')}
                </Button>
                <Button
                  color="red"
                  size="xs"
                  onClick={() => {
                    setRemoved(true)
                    close()
                  }}
                >
                  {k('confirm.yes')}
                </Button>
              </Group>
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
    </DemoSection>
  )
}
