import {
  Accordion,
  ActionIcon,
  Button,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core'
import {
  IconCash,
  IconCheck,
  IconChevronsDown,
  IconChevronsUp,
  IconFileText,
  IconNotes,
} from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const SECTIONS: readonly { id: string; icon: ReactNode; color: string }[] = [
  { id: 'documents', icon: <IconFileText size={18} />, color: 'brand' },
  { id: 'payments', icon: <IconCash size={18} />, color: 'teal' },
  { id: 'notes', icon: <IconNotes size={18} />, color: 'orange' },
]
const ALL = SECTIONS.map((section) => section.id)

/**
 * A claim file's sections, each with an icon and a "reviewed" toggle beside its control (a button
 * may not sit inside another, so it is a sibling), and buttons that open or close them all.
 */
export function ClaimFileAccordion() {
  const { t } = useTranslation('ui-kit/components-accordion')
  const { t: k } = useTranslation('ui-kit/components-accordion', {
    keyPrefix: 'uiKit.components-accordion.controls',
  })
  const [open, setOpen] = useState<string[]>(['documents'])
  const [reviewed, setReviewed] = useState<string[]>([])
  const toggleReviewed = (id: string) =>
    setReviewed((ids) => (ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]))

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconChevronsDown size={16} />}
          onClick={() => setOpen(ALL)}
          disabled={open.length === ALL.length}
        >
          {k('expandAll')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronsUp size={16} />}
          onClick={() => setOpen([])}
          disabled={open.length === 0}
        >
          {k('collapseAll')}
        </Button>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('uiKit.components-accordion.controls.reviewedCount', {
            done: reviewed.length,
            total: ALL.length,
          })}
        </Text>
      </Group>
      <Accordion multiple value={open} onChange={setOpen} variant="separated" order={3}>
        {SECTIONS.map((section) => {
          const done = reviewed.includes(section.id)
          const label = k(`${section.id}.title`)
          return (
            <Accordion.Item key={section.id} value={section.id}>
              <Group gap={0} wrap="nowrap" pe="sm">
                <Accordion.Control
                  icon={
                    <ThemeIcon variant="light" color={section.color} radius="md" aria-hidden>
                      {section.icon}
                    </ThemeIcon>
                  }
                >
                  {label}
                </Accordion.Control>
                <Tooltip label={done ? k('unmark') : k('mark')}>
                  <ActionIcon
                    variant={done ? 'filled' : 'default'}
                    color={done ? 'teal.8' : undefined}
                    size="lg"
                    aria-pressed={done}
                    aria-label={t('uiKit.components-accordion.controls.reviewed', {
                      section: label,
                    })}
                    onClick={() => toggleReviewed(section.id)}
                  >
                    <IconCheck size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Accordion.Panel>
                <Text fz="sm">{k(`${section.id}.text`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          )
        })}
      </Accordion>
    </Stack>
  )
}
