import { Button, Collapse, Paper, SimpleGrid, Spoiler, Stack, Table, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { FilterPanel } from './FilterPanel'
import { PairedSections } from './PairedSections'

const DETAILS = ['number', 'insured', 'renewal', 'premium'] as const

/** Collapse: details on demand, two sections and both at once, a side panel, and "read more". */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-collapse', {
    keyPrefix: 'uiKit.components-collapse',
  })
  const [open, { toggle }] = useDisclosure(false)
  const detailsId = useId()
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('basic.title')} description={k('basic.description')}>
        <Stack gap="sm" align="flex-start">
          {/* aria-expanded and aria-controls tell a screen reader what the button opens. */}
          <Button
            variant="light"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={detailsId}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{
                  transform: open ? 'rotate(180deg)' : undefined,
                  transition: 'transform 200ms',
                }}
              />
            }
          >
            {open ? k('basic.hide') : k('basic.show')}
          </Button>
          <Collapse expanded={open} id={detailsId} transitionDuration={250} w="100%">
            <Paper withBorder p="md">
              <Table variant="vertical" withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  {DETAILS.map((row) => (
                    <Table.Tr key={row}>
                      <Table.Th w={160} fw={500} c="dimmed">
                        {k(`basic.${row}.label`)}
                      </Table.Th>
                      <Table.Td>{k(`basic.${row}.value`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </Collapse>
        </Stack>
      </DemoSection>
      <DemoSection title={k('paired.title')} description={k('paired.description')}>
        <PairedSections />
      </DemoSection>
      <DemoSection title={k('side.title')} description={k('side.description')}>
        <FilterPanel />
      </DemoSection>
      <DemoSection title={k('more.title')} description={k('more.description')}>
        <Spoiler
          // Three whole lines of small text (14 px × 1.55), so no line is cut through.
          maxHeight={66}
          styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
          showLabel={k('more.show')}
          hideLabel={k('more.hide')}
          transitionDuration={250}
        >
          <Text fz="sm">{k('more.text')}</Text>
        </Spoiler>
      </DemoSection>
    </SimpleGrid>
  )
}
