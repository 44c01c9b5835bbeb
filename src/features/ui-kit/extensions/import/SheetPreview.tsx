import { Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pageOf } from '../demo-policies'
import type { SheetTable } from './spreadsheet-file'

const PER_PAGE = 20

/** The imported rows under their header, a page at a time; every cell is shown as plain text. */
export function SheetPreview({ table }: { table: SheetTable }) {
  const { t: k } = useTranslation('ui-kit/extensions-import', {
    keyPrefix: 'uiKit.extensions-import',
  })
  const [page, setPage] = useState(1)
  const shown = pageOf(table.rows, page, PER_PAGE)
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={Math.min(1200, table.columns.length * 140)}>
        <Table striped verticalSpacing="xs" aria-label={k('rows.table')}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                <Table.Th key={index}>{column || k('rows.column', { number: index + 1 })}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((row, index) => (
              <Table.Tr key={shown.from + index}>
                {row.map((cell, column) => (
                  <Table.Td key={column}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          <bdi>{k('rows.range', { from: shown.from, to: shown.to, total: table.rows.length })}</bdi>
        </Text>
        {shown.pages > 1 && (
          <Pagination
            size="sm"
            total={shown.pages}
            value={shown.page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': k(`rows.controls.${control}`) })}
            getItemProps={(number) => ({ 'aria-label': k('rows.controls.page', { page: number }) })}
          />
        )}
      </Group>
    </Stack>
  )
}
