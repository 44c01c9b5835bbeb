import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClients } from '../api/invoice.queries'
import type { Client } from '../invoice.schema'
import { ClientModal } from './ClientModal'

interface Props {
  value: Client | null
  onChange: (client: Client) => void
  error?: string
}

/** Picks a client from `/api/invoice/clients` (searched as typed), or adds a new one. */
export function ClientPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('invoice')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 200)
  const [adding, setAdding] = useState(false)
  const clients = useClients(debounced.trim())
  const found = clients.data ?? []
  const options = new Map<string, Client>(
    found.map(({ id: _id, ...client }) => [client.companyEmail, client]),
  )
  if (value) options.set(value.companyEmail, value)
  const data = [...options.values()].map((client) => ({
    value: client.companyEmail,
    label: client.company ? `${client.name} · ${client.company}` : client.name,
  }))

  return (
    <Stack gap="xs">
      <Select
        label={t('invoice.form.client')}
        placeholder={t('invoice.form.clientPlaceholder')}
        searchable
        data={data}
        value={value?.companyEmail ?? null}
        onChange={(email) => {
          const picked = email ? options.get(email) : undefined
          if (picked) onChange(picked)
        }}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('invoice.form.noClients')}
        filter={({ options: all }) => all}
        error={error}
        withAsterisk
      />
      {value && (
        <Text fz="sm" c="dimmed" data-testid="client-details">
          {[value.company, value.address, value.country, value.contact, value.companyEmail]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('invoice.form.addClient')}
        </Button>
      </Group>
      <ClientModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(client) => {
          setAdding(false)
          onChange(client)
        }}
      />
    </Stack>
  )
}
