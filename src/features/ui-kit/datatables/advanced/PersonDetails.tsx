import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { DataTableRow } from '../../datatables.schema'
import { StatusBadge, type PeopleFormat } from '../people-columns'

/** What an opened row shows: the person's record in full, as a short description list. */
export function PersonDetails({ row, format }: { row: DataTableRow; format: PeopleFormat }) {
  const { k } = format
  const items: [string, string][] = [
    [k('columns.email'), row.email],
    [k('columns.post'), row.post],
    [k('columns.city'), row.city],
    [k('columns.startDate'), format.day(row.start_date)],
    [k('columns.salary'), format.salary(row.salary)],
    [k('columns.age'), String(row.age)],
    [k('columns.experience'), format.years(row.experience)],
  ]
  return (
    <Stack gap="sm" p="md">
      <Group gap="sm">
        <Text fw={600}>{row.full_name}</Text>
        <StatusBadge status={row.status} format={format} />
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        {items.map(([term, value]) => (
          <div key={term}>
            {/* Not dimmed: the opened row takes the hover tint, where dimmed grey falls under AA. */}
            <Text component="dt" fz="xs" fw={600} tt="uppercase">
              {term}
            </Text>
            <Text component="dd" fz="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text fz="sm">
        {k('details.summary', {
          name: row.full_name,
          post: row.post,
          city: row.city,
          since: format.day(row.start_date),
        })}
      </Text>
    </Stack>
  )
}
