import { Button, Card, Image, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconHeart, IconShoppingCart, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useWishlist } from '../api/ecommerce.queries'
import { EmptyState } from './EmptyState'
import { ProductName } from './ProductName'
import { productLink, useFormat } from './format'
import { useBasket } from './use-basket'
import classes from './Shop.module.css'

/** `/apps/ecommerce/wishlist`: what the shopper saved, to move to the cart or remove. */
export function WishlistPage() {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const wishlist = useWishlist()
  const basket = useBasket()
  const products = wishlist.data
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('ecommerce.wishlistTitle')}
      </Title>
      {!products ? (
        <div className={classes.grid}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={360} radius="md" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <EmptyState
          icon={<IconHeart size={36} aria-hidden />}
          color="red"
          title={t('ecommerce.wishlistEmpty.title')}
          body={t('ecommerce.wishlistEmpty.body')}
          action={
            <Button component={Link} to="/apps/ecommerce/shop">
              {t('ecommerce.continueShopping')}
            </Button>
          }
        />
      ) : (
        <div className={classes.grid} data-testid="wishlist-grid">
          {products.map((product) => (
            <Card
              key={product.id}
              withBorder
              radius="md"
              padding="md"
              className={classes.card}
              component="article"
              aria-label={product.name}
            >
              <Link
                {...productLink(product.slug)}
                className={classes.picture}
                tabIndex={-1}
                aria-hidden
              >
                <Image src={product.image} alt="" fit="contain" />
              </Link>
              <Stack gap={4} className={classes.cardBody}>
                <ProductName product={{ slug: product.slug, name: product.name }} />
                <Text fw={700} c="brand">
                  {format.price(product.price)}
                </Text>
              </Stack>
              <Stack gap="xs" mt="md">
                <Button
                  variant="default"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => void basket.toggleWishlist(product)}
                >
                  {t('ecommerce.remove')}
                </Button>
                {product.isInCart ? (
                  <Button component={Link} to="/apps/ecommerce/checkout" variant="light">
                    {t('ecommerce.viewInCart')}
                  </Button>
                ) : (
                  <Button
                    leftSection={<IconShoppingCart size={16} aria-hidden />}
                    onClick={() => void basket.moveToCart(product)}
                  >
                    {t('ecommerce.moveToCart')}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </div>
      )}
    </Stack>
  )
}
