import { Button, Kbd, Menu, Stack, Text } from '@mantine/core'
import {
  IconArrowsExchange,
  IconChevronDown,
  IconEye,
  IconMail,
  IconRefresh,
  IconX,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const STAGES = ['new', 'quoted', 'won'] as const

/**
 * A policy's actions: a label, items with icons and a shortcut, a submenu, a divider and the
 * one that cannot be undone in red. Arrow keys move through the items, Enter picks one, Escape
 * closes it and focus returns to the button; what was picked shows below.
 */
export function PolicyActions() {
  const { t: k } = useTranslation('ui-kit/components-dropdowns', {
    keyPrefix: 'uiKit.components-dropdowns.actions',
  })
  const [done, setDone] = useState('')
  const act = (action: string) => () => setDone(k(`done.${action}`))
  return (
    <Stack gap="sm" align="flex-start">
      <Menu width={250} position="bottom-start" shadow="md">
        <Menu.Target>
          <Button rightSection={<IconChevronDown size={16} aria-hidden />}>{k('open')}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{k('label')}</Menu.Label>
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={act('view')}>
            {k('view')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconRefresh size={16} aria-hidden />}
            rightSection={<Kbd size="xs">R</Kbd>}
            onClick={act('renew')}
          >
            {k('renew')}
          </Menu.Item>
          <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={act('email')}>
            {k('email')}
          </Menu.Item>
          <Menu.Sub>
            <Menu.Sub.Target>
              <Menu.Sub.Item leftSection={<IconArrowsExchange size={16} aria-hidden />}>
                {k('move')}
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {STAGES.map((stage) => (
                <Menu.Item
                  key={stage}
                  onClick={() => setDone(k('done.moved', { stage: k(`stages.${stage}`) }))}
                >
                  {k(`stages.${stage}`)}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={act('cancel')}
          >
            {k('cancel')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text fz="sm" role="status">
        {done}
      </Text>
    </Stack>
  )
}
