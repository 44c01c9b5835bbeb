import {
  Button,
  Checkbox,
  Divider,
  NumberInput,
  Radio,
  Group,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFacets } from '../api/ecommerce.queries'
import { useFormat } from './format'
import { hasFilters, refine, type ShopSearch } from './shop-search'
import type { Category } from '../ecommerce.schema'

interface Props {
  search: ShopSearch
  onSearch: (search: ShopSearch) => void
}

/** The filters sidebar (a drawer on a phone): price range, category, brand, rating. */
export function ShopFilters({ search, onSearch }: Props) {
  const { t } = useTranslation('ecommerce')
  const facets = useFacets().data
  const money = useFormat().currencyAffixes()
  const set = (change: Partial<ShopSearch>) => onSearch(refine(search, change))
  const price = (value: string | number) =>
    value === '' || Number.isNaN(Number(value)) ? undefined : Math.max(0, Math.floor(Number(value)))
  return (
    <Stack gap="md" component="section" aria-labelledby="shop-filters-title">
      <Group justify="space-between">
        <Title order={2} fz="h5" id="shop-filters-title">
          {t('ecommerce.filters.title')}
        </Title>
        {hasFilters(search) && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              set({
                category: undefined,
                brand: undefined,
                minPrice: undefined,
                maxPrice: undefined,
                rating: undefined,
              })
            }
          >
            {t('ecommerce.filters.clear')}
          </Button>
        )}
      </Group>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('ecommerce.filters.price')}
        </Text>
        <Group grow gap="xs">
          <NumberInput
            label={t('ecommerce.filters.minPrice')}
            size="xs"
            min={0}
            {...money}
            placeholder={facets ? String(Math.floor(facets.priceRange.min)) : undefined}
            value={search.minPrice ?? ''}
            onChange={(value) => set({ minPrice: price(value) })}
          />
          <NumberInput
            label={t('ecommerce.filters.maxPrice')}
            size="xs"
            min={0}
            {...money}
            placeholder={facets ? String(Math.ceil(facets.priceRange.max)) : undefined}
            value={search.maxPrice ?? ''}
            onChange={(value) => set({ maxPrice: price(value) })}
          />
        </Group>
      </Stack>
      <Divider />
      <Checkbox.Group<Category>
        label={t('ecommerce.filters.category')}
        value={search.category ?? []}
        onChange={(value) => set({ category: value.length ? value : undefined })}
      >
        <Stack gap={6} mt={6}>
          {facets?.categories.map((category) => (
            <Checkbox
              key={category.name}
              value={category.name}
              label={
                <span dir="auto">
                  {t('ecommerce.filters.withCount', {
                    name: t(`ecommerce.categories.${category.name}`),
                    n: category.count,
                  })}
                </span>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Divider />
      <Checkbox.Group
        label={t('ecommerce.filters.brand')}
        value={search.brand ?? []}
        onChange={(value) => set({ brand: value.length ? value : undefined })}
      >
        <Stack gap={6} mt={6}>
          {facets?.brands.map((brand) => (
            <Checkbox
              key={brand.name}
              value={brand.name}
              label={
                <span dir="auto">
                  {t('ecommerce.filters.withCount', { name: brand.name, n: brand.count })}
                </span>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Divider />
      <Radio.Group
        label={t('ecommerce.filters.rating')}
        value={search.rating ? String(search.rating) : 'any'}
        onChange={(value) => set({ rating: value === 'any' ? undefined : Number(value) })}
      >
        <Stack gap={6} mt={6}>
          {[4, 3, 2, 1].map((stars) => (
            <Radio
              key={stars}
              value={String(stars)}
              label={
                <Group gap={6} component="span">
                  <Rating value={stars} readOnly size="xs" aria-hidden />
                  <span dir="auto">{t('ecommerce.filters.andUp', { stars })}</span>
                </Group>
              }
            />
          ))}
          <Radio value="any" label={t('ecommerce.filters.anyRating')} />
        </Stack>
      </Radio.Group>
    </Stack>
  )
}
