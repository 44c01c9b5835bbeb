import { Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const SECTIONS = ['covered', 'excluded'] as const
type Section = (typeof SECTIONS)[number]

/**
 * Two sections with a button each, and a third that opens or closes both: it names every
 * section it controls (aria-controls takes several ids) and opens both unless both are open.
 */
export function PairedSections() {
  const { t: k } = useTranslation('ui-kit/components-collapse', {
    keyPrefix: 'uiKit.components-collapse.paired',
  })
  const [open, setOpen] = useState<Record<Section, boolean>>({ covered: false, excluded: false })
  const base = useId()
  const idOf = (section: Section) => `${base}-${section}`
  const allOpen = SECTIONS.every((section) => open[section])
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {SECTIONS.map((section) => (
          <Button
            key={section}
            variant="default"
            size="xs"
            aria-expanded={open[section]}
            aria-controls={idOf(section)}
            onClick={() => setOpen((now) => ({ ...now, [section]: !now[section] }))}
          >
            {k(`${section}.button`)}
          </Button>
        ))}
        <Button
          variant="light"
          size="xs"
          aria-controls={SECTIONS.map(idOf).join(' ')}
          onClick={() => setOpen({ covered: !allOpen, excluded: !allOpen })}
        >
          {allOpen ? k('closeBoth') : k('openBoth')}
        </Button>
      </Group>
      {SECTIONS.map((section) => (
        <Collapse key={section} expanded={open[section]} id={idOf(section)}>
          <Paper withBorder p="md">
            <Text fw={600} fz="sm" mb={4}>
              {k(`${section}.title`)}
            </Text>
            <List fz="sm" spacing={2}>
              {['one', 'two', 'three'].map((item) => (
                <List.Item key={item}>{k(`${section}.${item}`)}</List.Item>
              ))}
            </List>
          </Paper>
        </Collapse>
      ))}
    </Stack>
  )
}
