import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core'
import { IconHeart, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateCartQty } from '../api/ecommerce.queries'
import { MAX_QTY, type CartProduct } from '../ecommerce.schema'
import { ProductName } from './ProductName'
import { QtyInput } from './QtyInput'
import { StarRating } from './StarRating'
import { useFormat } from './format'
import { useBasket } from './use-basket'
import classes from './Shop.module.css'

/** One cart line: quantity 1 to 99, remove, move to the wishlist, offers, discount, delivery. */
export function CartLine({ line }: { line: CartProduct }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const basket = useBasket()
  const updateQty = useUpdateCartQty()
  const [qty, setQty] = useState<number | string>(line.qty)
  const [seen, setSeen] = useState(line.qty)
  if (seen !== line.qty) {
    setSeen(line.qty)
    setQty(line.qty)
  }
  const save = (value: number | string) => {
    setQty(value)
    const next = Number(value)
    if (Number.isInteger(next) && next >= 1 && next <= MAX_QTY && next !== line.qty)
      updateQty.mutate({ productId: line.id, qty: next })
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={line.name}
      data-testid="cart-line"
    >
      <div className={classes.line}>
        <Image src={line.image} alt="" radius="md" />
        <Stack gap={4} miw={0}>
          <ProductName product={line} />
          <StarRating value={line.rating} size="xs" />
          <Group gap="xs">
            <Badge variant="light" color="teal" dir="auto">
              {t('ecommerce.checkout.discountBadge', { percent: line.discountPercentage })}
            </Badge>
            <Badge variant="light" dir="auto">
              {t('ecommerce.checkout.offers', { count: line.offers })}
            </Badge>
          </Group>
          <Text size="sm">
            {t('ecommerce.checkout.deliveryBy', { date: format.day(line.shippingDate) })}
          </Text>
          <QtyInput label={t('ecommerce.quantity')} size="xs" w={110} value={qty} onChange={save} />
        </Stack>
        <div className={classes.lineActions}>
          <Text fw={700} c="brand">
            {format.price(line.price * line.qty)}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => void basket.removeFromCart(line)}
          >
            {t('ecommerce.remove')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconHeart size={14} aria-hidden />}
            onClick={() => void basket.moveToWishlist(line)}
          >
            {t('ecommerce.moveToWishlist')}
          </Button>
        </div>
      </div>
    </Card>
  )
}
