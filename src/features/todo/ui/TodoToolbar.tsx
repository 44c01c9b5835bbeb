import { Burger, CloseButton, Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TODO_SORTS, todoSortSchema, type TodoSort } from '../todo.schema'

interface Props {
  q: string
  sortBy: TodoSort
  phone: boolean
  menuOpened: boolean
  onMenu: () => void
  onQuery: (q: string) => void
  onSort: (sortBy: TodoSort) => void
}

/** Search (debounced into the URL) and order; on a phone, the burger that opens the filters. */
export function TodoToolbar({ q, sortBy, phone, menuOpened, onMenu, onQuery, onSort }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState(q)
  const [seen, setSeen] = useState(q)
  const debounced = useDebouncedCallback(onQuery, 300)
  // The URL can change under us (back button, "clear search"): follow it.
  if (q !== seen) {
    setSeen(q)
    setText(q)
  }
  const change = (value: string) => {
    setText(value)
    debounced(value)
  }
  return (
    <Group p="sm" gap="sm" wrap={phone ? 'wrap' : 'nowrap'}>
      {phone && (
        <Burger size="sm" opened={menuOpened} onClick={onMenu} aria-label={t('todo.menu')} />
      )}
      <TextInput
        flex={1}
        miw={phone ? 0 : 200}
        aria-label={t('todo.search')}
        placeholder={t('todo.search')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('todo.empty.clearSearch')}
              onClick={() => {
                setText('')
                debounced.cancel()
                onQuery('')
              }}
            />
          ) : null
        }
      />
      <Select
        w={phone ? '100%' : 170}
        aria-label={t('todo.sortBy')}
        placeholder={t('todo.sortBy')}
        data={TODO_SORTS.map((value) => ({ value, label: t(`todo.sort.${value}`) }))}
        value={sortBy}
        allowDeselect={false}
        onChange={(value) => {
          const parsed = todoSortSchema.safeParse(value)
          if (parsed.success) onSort(parsed.data)
        }}
      />
    </Group>
  )
}
