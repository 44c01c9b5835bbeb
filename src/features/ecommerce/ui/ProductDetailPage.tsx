import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useProduct, useUpdateCartQty } from '../api/ecommerce.queries'
import { ColorPicker } from './ColorPicker'
import { FreeShippingBadge } from './FreeShippingBadge'
import { ProductNotFound } from './ProductNotFound'
import { QtyInput } from './QtyInput'
import { RelatedProducts } from './RelatedProducts'
import { ShareButton } from './ShareButton'
import { StarRating } from './StarRating'
import { useFormat } from './format'
import { useBasket } from './use-basket'
import dataText from './data-text.module.css'

/** `/apps/ecommerce/product-detail/{slug}`: one product, to look at and to buy. */
export function ProductDetailPage({ slug }: { slug: string }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const query = useProduct(slug)
  const basket = useBasket()
  const updateQty = useUpdateCartQty()
  const [qty, setQty] = useState(1)
  const [color, setColor] = useState<string | null>(null)
  if (query.isPending) return <Skeleton h={560} radius="md" />
  const product = query.data
  // An unknown slug (404) or one that is not a product key at all (400).
  if (!product) return <ProductNotFound />
  const addToCart = async () => {
    await basket.addToCart(product)
    if (qty > 1) await updateQty.mutateAsync({ productId: product.id, qty })
  }
  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Image src={product.image} alt={product.name} radius="md" mah={420} fit="contain" />
          <Stack gap="sm">
            <Title order={1} fz="h3" dir="auto" className={dataText.data}>
              {product.name}
            </Title>
            <Text c="dimmed" dir="auto" className={dataText.data}>
              {t('ecommerce.by', { brand: product.brand })}
            </Text>
            <Group gap="md">
              <Text fz="xl" fw={700} c="brand">
                {format.price(product.price)}
              </Text>
              <Divider orientation="vertical" />
              <StarRating value={product.rating} />
            </Group>
            <Group gap="xs">
              <Text size="sm">{t('ecommerce.detail.availability')}</Text>
              <Badge color="teal" variant="light">
                {t('ecommerce.detail.inStock')}
              </Badge>
              {product.hasFreeShipping && <FreeShippingBadge />}
            </Group>
            <Text dir="auto" className={dataText.data}>
              {product.description}
            </Text>
            <Divider />
            <ColorPicker
              options={product.colorOptions}
              value={color ?? product.colorOptions[0] ?? null}
              onChange={setColor}
            />
            <QtyInput
              label={t('ecommerce.quantity')}
              w={120}
              value={qty}
              onChange={(value) => setQty(typeof value === 'number' ? value : 1)}
              disabled={product.isInCart}
            />
            <Group gap="sm" mt="sm">
              {product.isInCart ? (
                <Button
                  component={Link}
                  to="/apps/ecommerce/checkout"
                  variant="light"
                  leftSection={<IconShoppingCart size={16} aria-hidden />}
                >
                  {t('ecommerce.viewInCart')}
                </Button>
              ) : (
                <Button
                  leftSection={<IconShoppingCart size={16} aria-hidden />}
                  onClick={() => void addToCart()}
                >
                  {t('ecommerce.addToCart')}
                </Button>
              )}
              <Button
                variant="default"
                aria-pressed={product.isInWishlist}
                leftSection={
                  product.isInWishlist ? (
                    <IconHeartFilled size={16} color="var(--mantine-color-red-6)" aria-hidden />
                  ) : (
                    <IconHeart size={16} aria-hidden />
                  )
                }
                onClick={() => void basket.toggleWishlist(product)}
              >
                {t('ecommerce.wishlist')}
              </Button>
              <ShareButton title={product.name} />
            </Group>
          </Stack>
        </SimpleGrid>
      </Card>
      <RelatedProducts product={product} />
    </Stack>
  )
}
