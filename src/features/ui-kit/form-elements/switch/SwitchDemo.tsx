import { Group, SimpleGrid, Stack, Switch, rem } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { AlertChannelsForm } from './AlertChannelsForm'
import { NotificationSettings } from './NotificationSettings'

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const COLORS = ['violet', 'teal', 'blue', 'orange', 'red'] as const

/** Switches: alone, sized and coloured, with words and icons, disabled, a group, saved settings. */
export function Demo() {
  const { t: k } = useTranslation(['ui-kit/form-elements-switch', 'local-db'], {
    keyPrefix: 'uiKit.form-elements-switch',
  })
  const [paperless, setPaperless] = useState(true)
  const [renews, setRenews] = useState(true)
  // The words and icons inside the track are decoration: the switch's state is its own
  // (role="switch", checked), and its name is the label alone.
  const inside = (word: string) => <span aria-hidden>{word}</span>
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('basic.title')} description={k('basic.description')}>
        <Switch label={k('basic.label')} description={k('basic.hint')} defaultChecked />
      </DemoSection>
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Stack gap="sm">
          <Group gap="lg">
            {SIZES.map((size) => (
              <Switch key={size} size={size} label={size} defaultChecked />
            ))}
          </Group>
          <Group gap="lg">
            {COLORS.map((color) => (
              <Switch key={color} color={color} label={k(`sizes.${color}`)} defaultChecked />
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('inside.title')} description={k('inside.description')}>
        <Stack gap="sm">
          <Switch
            size="lg"
            label={k('inside.words')}
            onLabel={inside(k('inside.on'))}
            offLabel={inside(k('inside.off'))}
            checked={paperless}
            onChange={(event) => setPaperless(event.currentTarget.checked)}
          />
          <Switch
            size="lg"
            color="teal"
            label={k('inside.icons')}
            checked={renews}
            onChange={(event) => setRenews(event.currentTarget.checked)}
            thumbIcon={
              renews ? (
                <IconCheck size={rem(12)} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : (
                <IconX size={rem(12)} color="var(--mantine-color-red-7)" aria-hidden />
              )
            }
          />
          <Switch
            size="lg"
            label={k('inside.both')}
            onLabel={<IconCheck size={16} aria-hidden />}
            offLabel={<IconX size={16} aria-hidden />}
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('disabled.title')} description={k('disabled.description')}>
        <Stack gap="sm">
          <Switch label={k('disabled.off')} disabled />
          <Switch label={k('disabled.on')} disabled defaultChecked />
        </Stack>
      </DemoSection>
      <DemoSection title={k('group.title')} description={k('group.description')}>
        <AlertChannelsForm />
      </DemoSection>
      <DemoSection title={k('settings.title')} description={k('settings.description')}>
        <NotificationSettings />
      </DemoSection>
    </SimpleGrid>
  )
}
