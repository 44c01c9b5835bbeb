import { Badge, Table, type TableProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { RENEWAL_COLORS, type Renewal } from './renewals'

interface Props extends TableProps {
  rows: readonly Renewal[]
  /** The table's caption (its accessible name too). */
  caption: string
  /** Only the policy, client and premium: for the narrow variants. */
  compact?: boolean
}

/** The renewals as a Mantine Table, with the look the caller sets (stripes, borders, spacing). */
export function RenewalsTable({ rows, caption, compact = false, ...table }: Props) {
  const { i18n } = useTranslation('ui-kit/tables-basic')
  const { t: k } = useTranslation('ui-kit/tables-basic', { keyPrefix: 'uiKit.tables-basic' })
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' })
  return (
    <Table {...table}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{k('columns.policy')}</Table.Th>
          <Table.Th>{k('columns.client')}</Table.Th>
          {!compact && <Table.Th>{k('columns.line')}</Table.Th>}
          <Table.Th ta="end">{k('columns.premium')}</Table.Th>
          {!compact && <Table.Th>{k('columns.renewal')}</Table.Th>}
          {!compact && <Table.Th>{k('columns.status')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.policy}>
            <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {row.policy}
            </Table.Td>
            <Table.Td>{row.client}</Table.Td>
            {!compact && <Table.Td>{k(`lines.${row.line}`)}</Table.Td>}
            <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money.format(row.premium)}
            </Table.Td>
            {!compact && <Table.Td>{formatDay(row.renewal, i18n.language)}</Table.Td>}
            {!compact && (
              <Table.Td>
                <Badge variant="light" color={RENEWAL_COLORS[row.status]}>
                  {k(`statuses.${row.status}`)}
                </Badge>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
