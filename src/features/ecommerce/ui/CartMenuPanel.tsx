import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Image,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core'
import { IconShoppingCart, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useUpdateCartQty } from '../api/ecommerce.queries'
import { MAX_QTY, priceSummary, type CartProduct } from '../ecommerce.schema'
import { QtyInput } from './QtyInput'
import { useFormat } from './format'
import { useBasket } from './use-basket'
import dataText from './data-text.module.css'

function MenuLine({ line }: { line: CartProduct }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const basket = useBasket()
  const updateQty = useUpdateCartQty()
  return (
    <Group wrap="nowrap" gap="sm" component="li" data-testid="cart-menu-line" px="md" py="xs">
      <Image src={line.image} alt="" w={48} h={48} radius="sm" />
      <Stack gap={2} flex={1} miw={0}>
        <Text size="sm" fw={500} lineClamp={1} dir="auto" className={dataText.data}>
          {line.name}
        </Text>
        <QtyInput
          size="xs"
          w={80}
          aria-label={t('ecommerce.quantityOf', { name: line.name })}
          value={line.qty}
          onChange={(value) => {
            if (typeof value === 'number' && value >= 1 && value <= MAX_QTY && value !== line.qty)
              updateQty.mutate({ productId: line.id, qty: value })
          }}
        />
      </Stack>
      <Stack gap={2} align="flex-end">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('ecommerce.removeNamedFromCart', { name: line.name })}
          onClick={() => void basket.removeFromCart(line)}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={600}>
          {format.price(line.price * line.qty)}
        </Text>
      </Stack>
    </Group>
  )
}

/**
 * The cart menu's dropdown: the items with their quantity and remove, the subtotal and checkout.
 * It loads when the menu is first opened (or pointed at), so the shell does not carry the
 * quantity input and its number formatting on every screen.
 */
export function CartMenuPanel({
  lines,
  count,
  onClose,
}: {
  lines: CartProduct[] | undefined
  count: number
  onClose: () => void
}) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  return (
    <>
      <Group justify="space-between" px="md" py="sm">
        <Text fw={600}>{t('ecommerce.cartMenu.title')}</Text>
        <Text size="sm" c="dimmed" dir="auto">
          {t('ecommerce.cartMenu.items', { count })}
        </Text>
      </Group>
      <Divider />
      {lines && lines.length === 0 ? (
        <Stack align="center" gap={6} p="lg">
          <ThemeIcon variant="light" size={48} radius="xl">
            <IconShoppingCart size={24} aria-hidden />
          </ThemeIcon>
          <Text fw={500}>{t('ecommerce.cartEmpty.title')}</Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {lines?.map((line) => (
              <MenuLine key={line.id} line={line} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Stack gap="xs" p="md">
        <Group justify="space-between">
          <Text fw={600}>{t('ecommerce.checkout.subtotal')}</Text>
          <Text fw={600}>{format.price(priceSummary(lines ?? []).subtotal)}</Text>
        </Group>
        <Button
          component={Link}
          to="/apps/ecommerce/checkout"
          onClick={onClose}
          disabled={!lines?.length}
        >
          {t('ecommerce.cartMenu.checkout')}
        </Button>
      </Stack>
    </>
  )
}
