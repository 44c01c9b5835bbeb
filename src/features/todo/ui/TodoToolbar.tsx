import { Burger, Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/shared/ui/SearchField'
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
  const { t } = useTranslation('todo')
  return (
    <Group p="sm" gap="sm" wrap={phone ? 'wrap' : 'nowrap'}>
      {phone && (
        <Burger size="sm" opened={menuOpened} onClick={onMenu} aria-label={t('todo.menu')} />
      )}
      <SearchField
        q={q}
        onQuery={onQuery}
        clearLabel={t('todo.empty.clearSearch')}
        type="text"
        flex={1}
        miw={phone ? 0 : 200}
        aria-label={t('todo.search')}
        placeholder={t('todo.search')}
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
