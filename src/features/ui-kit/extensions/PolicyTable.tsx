import { Badge, Checkbox, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DemoPolicy } from './demo-policies'
import { usePolicyFormat } from './policy-format'

interface Selection {
  selected: ReadonlySet<string>
  onChange: (next: Set<string>) => void
}

interface Props {
  /** The page whose strings it reads (`uiKit.<page>.columns.*`, `.lines.*`). */
  page: string
  label: string
  rows: readonly DemoPolicy[]
  /** Checkboxes per row and one for all of them. */
  selection?: Selection
}

/** The demo policies as a dense table that scrolls inside its card at a phone width. */
export function PolicyTable({ page, label, rows, selection }: Props) {
  const { t: k } = useTranslation(`ui-kit/${page}`, { keyPrefix: `uiKit.${page}` })
  const format = usePolicyFormat(page)
  const picked = rows.filter((row) => selection?.selected.has(row.number)).length
  const toggle = (number: string, on: boolean) => {
    if (!selection) return
    const next = new Set(selection.selected)
    if (on) next.add(number)
    else next.delete(number)
    selection.onChange(next)
  }
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={k('selectAll')}
                  checked={rows.length > 0 && picked === rows.length}
                  indeterminate={picked > 0 && picked < rows.length}
                  onChange={(event) =>
                    selection.onChange(
                      new Set(event.currentTarget.checked ? rows.map((row) => row.number) : []),
                    )
                  }
                />
              </Table.Th>
            )}
            <Table.Th>{k('columns.number')}</Table.Th>
            <Table.Th>{k('columns.client')}</Table.Th>
            <Table.Th>{k('columns.line')}</Table.Th>
            <Table.Th ta="end">{k('columns.premium')}</Table.Th>
            <Table.Th>{k('columns.renewal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((policy) => {
            const checked = selection?.selected.has(policy.number) ?? false
            return (
              <Table.Tr
                key={policy.number}
                bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={k('selectRow', { number: policy.number })}
                      checked={checked}
                      onChange={(event) => toggle(policy.number, event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td ff="monospace" fz="sm">
                  {policy.number}
                </Table.Td>
                <Table.Td>{policy.client}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {format.line(policy.line)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="end">{format.premium(policy.premium)}</Table.Td>
                <Table.Td>{format.day(policy.renewal)}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
