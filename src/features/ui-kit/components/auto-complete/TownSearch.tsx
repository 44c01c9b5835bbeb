import { Autocomplete, Badge, Group, Loader, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconMapPin } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAutocomplete } from '../../api/ui-kit.queries'
import type { AutocompleteItem } from '../../ui-kit.schema'

const SHOWN = 10

/**
 * A typeahead over the API: the words typed go to `GET /api/autocomplete/data?q` once the user
 * pauses, the server matches them (accents aside), and the best-ranked towns are offered.
 */
export function TownSearch() {
  const { t } = useTranslation('ui-kit/components-auto-complete')
  const { t: k } = useTranslation('ui-kit/components-auto-complete', {
    keyPrefix: 'uiKit.components-auto-complete.api',
  })
  const [value, setValue] = useState('')
  const [picked, setPicked] = useState<AutocompleteItem | null>(null)
  const [q] = useDebouncedValue(value, 250)
  const towns = useAutocomplete(q)
  const items = towns.data?.autoComplete ?? []
  const byTitle = new Map(items.map((item) => [item.title, item]))

  return (
    <Stack gap="sm">
      <Autocomplete
        label={k('label')}
        placeholder={k('placeholder')}
        description={
          towns.isError
            ? k('error')
            : t('uiKit.components-auto-complete.api.found', { found: items.length })
        }
        leftSection={<IconMapPin size={16} aria-hidden />}
        rightSection={
          towns.isFetching ? <Loader size={14} role="status" aria-label={k('searching')} /> : null
        }
        data={items.map((item) => item.title)}
        // The server has filtered already, with its own rules (word starts, accents aside).
        filter={({ options }) => options}
        limit={SHOWN}
        value={value}
        onChange={(next) => {
          setValue(next)
          // Picking an option also fills the input (onChange after onOptionSubmit): keep the pick.
          setPicked((now) => (now?.title === next ? now : null))
        }}
        onOptionSubmit={(title) => setPicked(byTitle.get(title) ?? null)}
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <Text fz="sm">{option.value}</Text>
            <Badge size="sm" variant="light" color="gray">
              #{byTitle.get(option.value)?.rank}
            </Badge>
          </Group>
        )}
      />
      <Text fz="sm" aria-live="polite">
        {picked
          ? t('uiKit.components-auto-complete.api.picked', {
              town: picked.title,
              rank: picked.rank,
            })
          : k('none')}
      </Text>
    </Stack>
  )
}
