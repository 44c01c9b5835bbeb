import { Avatar, Group, Stack, Text } from '@mantine/core'
import type { Invoice } from '../invoice.schema'
import { initials } from './invoice-format'

/** The client's avatar (or initials), name and email. */
export function ClientCell({ invoice }: { invoice: Invoice }) {
  const { client } = invoice
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={invoice.avatar || null}
        radius="xl"
        size={34}
        color="initials"
        name={client.name}
        alt=""
      >
        {initials(client.name)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fz="sm" fw={500} truncate>
          {client.name}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {client.companyEmail}
        </Text>
      </Stack>
    </Group>
  )
}
