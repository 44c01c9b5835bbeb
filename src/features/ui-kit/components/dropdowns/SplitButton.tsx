import { Button, Menu, Stack, Text } from '@mantine/core'
import {
  IconCalendarTime,
  IconChevronDown,
  IconMail,
  IconMessage,
  IconSend,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const CHANNELS = [
  { id: 'email', icon: IconMail },
  { id: 'sms', icon: IconMessage },
  { id: 'later', icon: IconCalendarTime },
] as const

/** A split button: the usual action on the left, the other ways to do it in the menu beside it. */
export function SplitButton() {
  const { t: k } = useTranslation('ui-kit/components-dropdowns', {
    keyPrefix: 'uiKit.components-dropdowns.split',
  })
  const [sent, setSent] = useState('')
  return (
    <Stack gap="sm" align="flex-start">
      <Button.Group>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => setSent(k('sent.email'))}
        >
          {k('send')}
        </Button>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            {/* A thin light line keeps the two halves apart on the same fill. */}
            <Button
              px={10}
              aria-label={k('more')}
              style={{ borderInlineStart: '1px solid rgb(255 255 255 / 40%)' }}
            >
              <IconChevronDown size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CHANNELS.map(({ id, icon: Icon }) => (
              <Menu.Item
                key={id}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => setSent(k(`sent.${id}`))}
              >
                {k(id)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Button.Group>
      <Text fz="sm" role="status">
        {sent}
      </Text>
    </Stack>
  )
}
