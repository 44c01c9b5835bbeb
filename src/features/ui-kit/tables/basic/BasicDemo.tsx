import { Group, ScrollArea, SegmentedControl, SimpleGrid, Switch, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { RENEWALS } from './renewals'
import { RenewalsTable } from './RenewalsTable'

const SIZES = ['xs', 'sm', 'md', 'lg'] as const
type Size = (typeof SIZES)[number]
const FIRST = RENEWALS.slice(0, 5)

/** Mantine's Table over a month of renewals: stripes, hover, borders, sizes, sticky header, scroll. */
export function Demo() {
  const { t } = useTranslation()
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`uiKit.tables-basic.${key}`, values)
  const [columnBorders, setColumnBorders] = useState(true)
  const [size, setSize] = useState<Size>('sm')
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('renewals.title')} description={k('renewals.description')}>
        <Table.ScrollContainer minWidth={640}>
          <RenewalsTable rows={RENEWALS} caption={k('renewals.caption')} highlightOnHover />
        </Table.ScrollContainer>
      </DemoSection>
      <DemoSection title={k('striped.title')} description={k('striped.description')}>
        <RenewalsTable
          rows={FIRST}
          caption={k('striped.caption')}
          compact
          striped
          highlightOnHover
        />
      </DemoSection>
      <DemoSection title={k('bordered.title')} description={k('bordered.description')}>
        <Switch
          label={k('bordered.columns')}
          checked={columnBorders}
          onChange={(event) => setColumnBorders(event.currentTarget.checked)}
        />
        <RenewalsTable
          rows={FIRST}
          caption={k('bordered.caption')}
          compact
          withTableBorder
          withColumnBorders={columnBorders}
        />
      </DemoSection>
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Group gap="sm">
          <Text fz="sm" id="tables-basic-size">
            {k('sizes.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="tables-basic-size"
            value={size}
            onChange={(value) => setSize(SIZES.find((item) => item === value) ?? 'sm')}
            data={SIZES.map((value) => ({ value, label: value.toUpperCase() }))}
          />
        </Group>
        <RenewalsTable
          rows={FIRST}
          caption={k('sizes.caption', { size: size.toUpperCase() })}
          compact
          verticalSpacing={size}
          horizontalSpacing={size}
          fz={size}
        />
      </DemoSection>
      <DemoSection title={k('sticky.title')} description={k('sticky.description')}>
        {/* Focusable and named, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
        <ScrollArea h={260} type="auto" tabIndex={0} aria-label={k('sticky.region')}>
          <RenewalsTable
            rows={RENEWALS}
            caption={k('sticky.caption')}
            compact
            stickyHeader
            striped
          />
        </ScrollArea>
      </DemoSection>
      <DemoSection title={k('responsive.title')} description={k('responsive.description')}>
        <Table.ScrollContainer minWidth={720} type="native">
          <RenewalsTable
            rows={FIRST}
            caption={k('responsive.caption')}
            withTableBorder
            highlightOnHover
          />
        </Table.ScrollContainer>
      </DemoSection>
    </SimpleGrid>
  )
}
