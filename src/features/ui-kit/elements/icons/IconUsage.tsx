import { ActionIcon, Badge, Code, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import {
  IconCar,
  IconClock,
  IconCopy,
  IconHeartbeat,
  IconHome,
  IconShieldCheck,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { copyWithToast } from '../../ui/copy-with-toast'

const IMPORT_LINE = "import { IconHome } from '@tabler/icons-react'"

/**
 * Icons beside other components, the way screens use them: decorative ones hidden from screen
 * readers next to their text, and a label on every button that shows only an icon.
 */
export function IconUsage() {
  const { t } = useTranslation('ui-kit/elements-icons')
  const { t: k } = useTranslation('ui-kit/elements-icons', {
    keyPrefix: 'uiKit.elements-icons.usage',
  })
  const lines = [
    { Icon: IconCar, color: 'brand', label: k('motor') },
    { Icon: IconHome, color: 'teal', label: k('home') },
    { Icon: IconHeartbeat, color: 'red', label: k('health') },
  ]
  return (
    <Stack gap="md">
      <Group gap="lg">
        {lines.map(({ Icon, color, label }) => (
          <Group key={label} gap={8}>
            <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
              <Icon size={20} stroke={1.6} />
            </ThemeIcon>
            <Text fz="sm">{label}</Text>
          </Group>
        ))}
      </Group>
      <Group gap="sm">
        <Badge variant="light" color="teal" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          {k('active')}
        </Badge>
        <Badge variant="light" color="orange" leftSection={<IconClock size={14} aria-hidden />}>
          {k('due')}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Code fz="sm" dir="ltr" style={{ overflowX: 'auto' }}>
          {IMPORT_LINE}
        </Code>
        <ActionIcon
          variant="default"
          aria-label={k('copyImport')}
          onClick={() =>
            void copyWithToast(IMPORT_LINE, {
              copied: k('importCopied'),
              detail: IMPORT_LINE,
              failed: t('uiKit.elements-icons.copyFailed'),
            })
          }
        >
          <IconCopy size={16} stroke={1.6} />
        </ActionIcon>
      </Group>
    </Stack>
  )
}
