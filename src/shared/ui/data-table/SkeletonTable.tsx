import { Skeleton, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  titles: readonly string[]
  rows: number
}

/** Stands in for the first page while it loads: the real headers over grey rows. */
export function SkeletonTable({ titles, rows }: Props) {
  const { t } = useTranslation('data-table')
  return (
    <Table.ScrollContainer minWidth={titles.length * 120}>
      <Table aria-busy="true" aria-label={t('dataTable.loading')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {titles.map((title, index) => (
              <Table.Th key={index}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Array.from({ length: rows }, (_, row) => (
            <Table.Tr key={row}>
              {titles.map((_, cell) => (
                <Table.Td key={cell}>
                  <Skeleton height={14} radius="sm" width={`${60 + ((row + cell) % 4) * 10}%`} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
