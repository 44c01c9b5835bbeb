import { Anchor, Box, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconShieldCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'

const STYLES = ['solid', 'dashed', 'dotted'] as const
const SIZES = ['xs', 'sm', 'md', 'lg'] as const
const POSITIONS = ['left', 'center', 'right'] as const
const COLORS = ['brand', 'teal', 'orange', 'red'] as const
/** Where a policy's summary leads: real pages of the app. */
const LINKS = [
  { id: 'invoices', to: '/apps/invoice/list' },
  { id: 'calendar', to: '/apps/calendar' },
  { id: 'help', to: '/pages/knowledge-base' },
] as const

/** Dividers: line styles and weights, labels, colours, vertical ones between inline items. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-divider', {
    keyPrefix: 'uiKit.components-divider',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('styles.title')} description={k('styles.description')}>
        <Stack gap="md">
          {STYLES.map((variant) => (
            <Divider key={variant} variant={variant} label={k(`styles.${variant}`)} />
          ))}
          {SIZES.map((size) => (
            <Divider key={size} size={size} label={`${k('styles.size')} ${size}`} />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('labels.title')} description={k('labels.description')}>
        <Stack gap="md">
          {/* left and right are the start and the end: they swap sides in RTL. */}
          {POSITIONS.map((position) => (
            <Divider key={position} labelPosition={position} label={k(`labels.${position}`)} />
          ))}
          <Divider
            label={
              <Group gap={6} wrap="nowrap">
                <IconCalendarEvent size={14} aria-hidden />
                {k('labels.icon')}
              </Group>
            }
          />
          <Divider variant="dashed" labelPosition="center" label={k('labels.link')} />
        </Stack>
      </DemoSection>
      <DemoSection title={k('vertical.title')} description={k('vertical.description')}>
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <Group gap={6}>
              <IconShieldCheck size={16} aria-hidden />
              <Text fz="sm" fw={600}>
                HG-2024-0183
              </Text>
            </Group>
            <Divider orientation="vertical" />
            <Text fz="sm">{k('vertical.status')}</Text>
            <Divider orientation="vertical" />
            <Text fz="sm">{k('vertical.renews')}</Text>
          </Group>
          <Group gap="md" h={40}>
            {LINKS.map((link, index) => (
              <Group key={link.id} gap="md" h="100%">
                {index > 0 && <Divider orientation="vertical" variant="dashed" />}
                <Anchor component={Link} to={link.to} fz="sm">
                  {k(`vertical.${link.id}`)}
                </Anchor>
              </Group>
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('colors.title')} description={k('colors.description')}>
        <Box>
          {COLORS.map((color, index) => (
            <Box key={color}>
              <Divider color={color} size="sm" mt={index > 0 ? 'md' : 0} mb="xs" />
              <Text fz="sm" fw={600}>
                {k(`colors.${color}.title`)}
              </Text>
              <Text fz="sm" c="dimmed">
                {k(`colors.${color}.text`)}
              </Text>
            </Box>
          ))}
        </Box>
      </DemoSection>
    </SimpleGrid>
  )
}
