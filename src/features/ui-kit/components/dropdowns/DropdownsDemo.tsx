import { Avatar, Group, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconFileText, IconMail, IconPhone } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PolicyActions } from './PolicyActions'
import { SplitButton } from './SplitButton'
import { ViewOptions } from './ViewOptions'

/** Dropdown menus: actions with a submenu, a split button, selectable items, opened on hover. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-dropdowns', {
    keyPrefix: 'uiKit.components-dropdowns',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('actions.title')} description={k('actions.description')}>
        <PolicyActions />
      </DemoSection>
      <DemoSection title={k('split.title')} description={k('split.description')}>
        <SplitButton />
      </DemoSection>
      <DemoSection title={k('view.title')} description={k('view.description')}>
        <ViewOptions />
      </DemoSection>
      <DemoSection title={k('hover.title')} description={k('hover.description')}>
        {/* Opens on hover for the mouse, and still on click, Enter or Space for everyone else. */}
        <Menu
          trigger="click-hover"
          openDelay={100}
          closeDelay={300}
          position="bottom-start"
          shadow="md"
        >
          <Menu.Target>
            <UnstyledButton style={{ alignSelf: 'flex-start' }}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src="/images/avatars/2.svg" alt="" radius="xl" />
                <div>
                  <Text fz="sm" fw={600}>
                    Lucía Fernández
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {k('hover.role')}
                  </Text>
                </div>
                <IconChevronDown size={16} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to="/apps/user/view"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              {k('hover.file')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href="tel:+34963000183"
              leftSection={<IconPhone size={16} aria-hidden />}
            >
              {k('hover.call')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href="mailto:lucia.fernandez@example.com"
              leftSection={<IconMail size={16} aria-hidden />}
            >
              {k('hover.email')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </DemoSection>
    </SimpleGrid>
  )
}
