import { Badge, Group, NumberInput, Pagination, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { RENEWALS } from './demo-renewals'
import { pageOf, pageRange } from './page-range'
import { useControlLabels, usePaginationText } from './pagination-text'

const PAGE_SIZE = 5

/**
 * A controlled pager over a real list: the page is the screen's state, and how many page numbers
 * show around the current one (siblings) and at each end (boundaries) can be tried here.
 */
export function RenewalsPager() {
  const k = usePaginationText()
  const labels = useControlLabels()
  const [page, setPage] = useState(1)
  const [siblings, setSiblings] = useState(1)
  const [boundaries, setBoundaries] = useState(1)
  const range = pageRange(page, PAGE_SIZE, RENEWALS.length)
  const count = (value: string | number) => Math.min(3, Math.max(0, Number(value) || 0))
  return (
    <DemoSection title={k('controlled.title')} description={k('controlled.description')}>
      <Group gap="sm" grow>
        <NumberInput
          label={k('controlled.siblings')}
          value={siblings}
          onChange={(value) => setSiblings(count(value))}
          min={0}
          max={3}
          clampBehavior="strict"
        />
        <NumberInput
          label={k('controlled.boundaries')}
          value={boundaries}
          onChange={(value) => setBoundaries(count(value))}
          min={0}
          max={3}
          clampBehavior="strict"
        />
      </Group>
      {/* Rows stay on one line and the table scrolls in its card on a phone, as the product's do. */}
      <Table.ScrollContainer minWidth={400}>
        <Table
          aria-label={k('controlled.tableLabel')}
          fz="sm"
          verticalSpacing={6}
          style={{ whiteSpace: 'nowrap' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{k('controlled.policy')}</Table.Th>
              <Table.Th>{k('controlled.client')}</Table.Th>
              <Table.Th>{k('controlled.line')}</Table.Th>
              <Table.Th ta="end">{k('controlled.due')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageOf(RENEWALS, page, PAGE_SIZE).map((renewal) => (
              <Table.Tr key={renewal.id}>
                <Table.Td>{renewal.id}</Table.Td>
                <Table.Td>{renewal.client}</Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm">
                    {k(`lines.${renewal.line}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="end">{k('controlled.days', { count: renewal.dueIn })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" data-testid="renewals-range">
          {k('controlled.showing', { from: range.from, to: range.to, total: range.total })}
        </Text>
        <nav aria-label={k('controlled.navLabel')}>
          <Pagination
            total={range.pages}
            value={page}
            onChange={setPage}
            siblings={siblings}
            boundaries={boundaries}
            size="sm"
            getControlProps={labels}
          />
        </nav>
      </Group>
    </DemoSection>
  )
}
