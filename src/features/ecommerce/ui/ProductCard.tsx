import { ActionIcon, Button, Card, Group, Image, Stack, Text } from '@mantine/core'
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ListedProduct } from '../ecommerce.schema'
import { FreeShippingBadge } from './FreeShippingBadge'
import { ProductName } from './ProductName'
import { StarRating } from './StarRating'
import { productLink, useFormat } from './format'
import { useBasket } from './use-basket'
import classes from './Shop.module.css'
import dataText from './data-text.module.css'

interface Props {
  product: ListedProduct
  view: 'grid' | 'list'
}

/** A product on the shelf: picture, rating, price, shipping, wishlist and cart. */
export function ProductCard({ product, view }: Props) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const basket = useBasket()
  const link = productLink(product.slug)
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-view={view}
      data-testid="product-card"
      aria-label={product.name}
      component="article"
    >
      <Link {...link} className={classes.picture} tabIndex={-1} aria-hidden>
        <Image src={product.image} alt="" fit="contain" />
      </Link>
      <Stack gap={6} className={classes.cardBody}>
        <Group justify="space-between" gap="xs">
          <StarRating value={product.rating} size="sm" />
          <Text fw={700} c="brand">
            {format.price(product.price)}
          </Text>
        </Group>
        <ProductName product={product} />
        <Text
          size="sm"
          c="dimmed"
          lineClamp={view === 'grid' ? 2 : 3}
          dir="auto"
          className={dataText.data}
        >
          {product.description}
        </Text>
        {product.hasFreeShipping && <FreeShippingBadge />}
      </Stack>
      <Group gap="xs" mt="md" className={classes.actions} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-pressed={product.isInWishlist}
          aria-label={t(
            product.isInWishlist ? 'ecommerce.removeFromWishlist' : 'ecommerce.addToWishlist',
            { name: product.name },
          )}
          onClick={() => void basket.toggleWishlist(product)}
        >
          {product.isInWishlist ? (
            <IconHeartFilled size={18} color="var(--mantine-color-red-6)" aria-hidden />
          ) : (
            <IconHeart size={18} aria-hidden />
          )}
        </ActionIcon>
        {product.isInCart ? (
          <Button component={Link} to="/apps/ecommerce/checkout" variant="light" flex={1}>
            {t('ecommerce.viewInCart')}
          </Button>
        ) : (
          <Button
            flex={1}
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            onClick={() => void basket.addToCart(product)}
          >
            {t('ecommerce.addToCart')}
          </Button>
        )}
      </Group>
    </Card>
  )
}
