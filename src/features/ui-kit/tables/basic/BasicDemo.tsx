import {
  Group,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { RENEWALS } from './renewals'
import { RenewalsTable } from './RenewalsTable'

const SIZES = ['xs', 'sm', 'md', 'lg'] as const
type Size = (typeof SIZES)[number]
const FIRST = RENEWALS.slice(0, 5)

/** A region that scrolls: named and focusable, so a keyboard can scroll it too. */
const scrollable = (label: string) => ({ tabIndex: 0, role: 'region', 'aria-label': label })

/** The narrow tables keep their columns at a phone width and scroll sideways in their card. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={420} type="native" {...scrollable(label)}>
      {children}
    </Table.ScrollContainer>
  )
}

/** Mantine's Table over a month of renewals: stripes, hover, borders, sizes, sticky header, scroll. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/tables-basic', { keyPrefix: 'uiKit.tables-basic' })
  const [columnBorders, setColumnBorders] = useState(true)
  const [size, setSize] = useState<Size>('sm')
  return (
    <Stack gap="lg">
      <DemoSection title={k('renewals.title')} description={k('renewals.description')}>
        <Table.ScrollContainer minWidth={640} type="native" {...scrollable(k('renewals.region'))}>
          <RenewalsTable rows={RENEWALS} caption={k('renewals.caption')} highlightOnHover />
        </Table.ScrollContainer>
      </DemoSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DemoSection title={k('striped.title')} description={k('striped.description')}>
          <Scroll label={k('striped.caption')}>
            <RenewalsTable
              rows={FIRST}
              caption={k('striped.caption')}
              compact
              striped
              highlightOnHover
            />
          </Scroll>
        </DemoSection>
        <DemoSection title={k('bordered.title')} description={k('bordered.description')}>
          <Switch
            label={k('bordered.columns')}
            checked={columnBorders}
            onChange={(event) => setColumnBorders(event.currentTarget.checked)}
          />
          <Scroll label={k('bordered.caption')}>
            <RenewalsTable
              rows={FIRST}
              caption={k('bordered.caption')}
              compact
              withTableBorder
              withColumnBorders={columnBorders}
            />
          </Scroll>
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
          <Scroll label={k('sizes.caption')}>
            <RenewalsTable
              rows={FIRST}
              caption={k('sizes.caption', { size: size.toUpperCase() })}
              compact
              verticalSpacing={size}
              horizontalSpacing={size}
              fz={size}
            />
          </Scroll>
        </DemoSection>
        <DemoSection title={k('sticky.title')} description={k('sticky.description')}>
          <ScrollArea h={260} type="auto" viewportProps={scrollable(k('sticky.region'))}>
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
          <Table.ScrollContainer
            minWidth={720}
            type="native"
            {...scrollable(k('responsive.region'))}
          >
            <RenewalsTable
              rows={FIRST}
              caption={k('responsive.caption')}
              withTableBorder
              highlightOnHover
            />
          </Table.ScrollContainer>
        </DemoSection>
      </SimpleGrid>
    </Stack>
  )
}
