import { Button, Group, Select, SegmentedControl, Text, VisuallyHidden } from '@mantine/core'
import { IconAdjustments, IconLayoutGrid, IconList } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ListSearchInput } from '@/shared/ui/data-table/ListSearchInput'
import { SHOP_SORTS } from '../ecommerce.schema'
import { refine, type ShopSearch } from './shop-search'

interface Props {
  search: ShopSearch
  onSearch: (search: ShopSearch) => void
  total: number | undefined
  onOpenFilters: (() => void) | undefined
}

/** Search by name, the result count, sort, grid or list, and (on a phone) the filters button. */
export function ShopToolbar({ search, onSearch, total, onOpenFilters }: Props) {
  const { t } = useTranslation('ecommerce')
  return (
    <Group justify="space-between" gap="sm">
      <ListSearchInput
        q={search.q ?? ''}
        label={t('ecommerce.search')}
        onQuery={(q) => onSearch(refine(search, { q: q || undefined }))}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="shop-total" dir="auto">
        {total === undefined ? '' : t('ecommerce.results', { count: total })}
      </Text>
      <Group gap="xs">
        {onOpenFilters && (
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={onOpenFilters}
          >
            {t('ecommerce.filters.title')}
          </Button>
        )}
        <Select
          aria-label={t('ecommerce.sort.label')}
          w={170}
          allowDeselect={false}
          value={search.sortBy ?? 'featured'}
          data={SHOP_SORTS.map((value) => ({ value, label: t(`ecommerce.sort.${value}`) }))}
          onChange={(value) => onSearch(refine(search, { sortBy: value ?? undefined }))}
        />
        <SegmentedControl
          aria-label={t('ecommerce.view.label')}
          value={search.view ?? 'grid'}
          onChange={(value) => onSearch({ ...search, view: value === 'list' ? 'list' : undefined })}
          data={[
            {
              value: 'grid',
              label: (
                <>
                  <IconLayoutGrid size={16} aria-hidden />
                  <VisuallyHidden>{t('ecommerce.view.grid')}</VisuallyHidden>
                </>
              ),
            },
            {
              value: 'list',
              label: (
                <>
                  <IconList size={16} aria-hidden />
                  <VisuallyHidden>{t('ecommerce.view.list')}</VisuallyHidden>
                </>
              ),
            },
          ]}
        />
      </Group>
    </Group>
  )
}
