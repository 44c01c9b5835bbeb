import { Button, Card, Drawer, Pagination, Skeleton, Stack, Title } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconMoodEmpty } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useProducts } from '../api/ecommerce.queries'
import { EmptyState } from './EmptyState'
import { ProductCard } from './ProductCard'
import { ShopFilters } from './ShopFilters'
import { ShopToolbar } from './ShopToolbar'
import { SHOP_PAGE_SIZE, listParams, type ShopSearch } from './shop-search'
import classes from './Shop.module.css'

interface Props {
  search: ShopSearch
  onSearch: (search: ShopSearch) => void
}

/** `/apps/ecommerce/shop`: the shelf, everything it shows held in the URL. */
export function ShopPage({ search, onSearch }: Props) {
  const { t } = useTranslation('ecommerce')
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false })
  const [filtersOpen, filters] = useDisclosure(false)
  const products = useProducts(listParams(search))
  const view = search.view ?? 'grid'
  const data = products.data
  const pages = data ? Math.max(1, Math.ceil(data.total / SHOP_PAGE_SIZE)) : 1
  const sidebar = <ShopFilters search={search} onSearch={onSearch} />

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('ecommerce.shopTitle')}
      </Title>
      <div className={classes.layout}>
        {isDesktop ? (
          <Card withBorder radius="md" padding="lg" component="aside">
            {sidebar}
          </Card>
        ) : (
          <Drawer
            opened={filtersOpen}
            onClose={filters.close}
            title={t('ecommerce.filters.title')}
            size={300}
          >
            {sidebar}
          </Drawer>
        )}
        <Stack gap="md">
          <ShopToolbar
            search={search}
            onSearch={onSearch}
            total={data?.total}
            onOpenFilters={isDesktop ? undefined : filters.open}
          />
          {!data ? (
            <div className={classes.grid} data-view={view} aria-busy>
              {Array.from({ length: SHOP_PAGE_SIZE }, (_, index) => (
                <Skeleton key={index} h={view === 'grid' ? 420 : 180} radius="md" />
              ))}
            </div>
          ) : data.products.length === 0 ? (
            <EmptyState
              icon={<IconMoodEmpty size={36} aria-hidden />}
              title={t('ecommerce.empty.title')}
              body={t('ecommerce.empty.body')}
              action={
                <Button variant="light" onClick={() => onSearch({ view: search.view })}>
                  {t('ecommerce.empty.reset')}
                </Button>
              }
            />
          ) : (
            <div className={classes.grid} data-view={view} data-testid="product-grid">
              {data.products.map((product) => (
                <ProductCard key={product.id} product={product} view={view} />
              ))}
            </div>
          )}
          {data && pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(search.page ?? 1, pages)}
              onChange={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })}
              getControlProps={(control) => ({
                'aria-label': t(`ecommerce.pagination.${control}`),
              })}
              getItemProps={(page) => ({ 'aria-label': t('ecommerce.pagination.page', { page }) })}
              style={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </div>
    </Stack>
  )
}
