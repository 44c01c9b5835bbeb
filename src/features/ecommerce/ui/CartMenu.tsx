import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Image,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core'
import { IconShoppingCart, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/shared/auth/session'
import { can } from '@/shared/contract/ability'
import { useNavbarIconProps } from '@/shared/layout/navbar-tone'
import { useCart, useUpdateCartQty } from '../api/ecommerce.queries'
import { ecommerceManifest } from '../ecommerce.manifest'
import { MAX_QTY, priceSummary, type CartProduct } from '../ecommerce.schema'
import { QtyInput } from './QtyInput'
import { useFormat } from './format'
import { useBasket } from './use-basket'
import dataText from './data-text.module.css'

function MenuLine({ line }: { line: CartProduct }) {
  const { t } = useTranslation()
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

/** The navbar's cart: a badge with the item count, and a dropdown with the items and checkout. */
export function CartMenu() {
  const rules = useSession((state) => state.user?.ability)
  const allowed = !!rules && can(rules, ...(ecommerceManifest.ability ?? ['manage', 'all']))
  return allowed ? <CartMenuButton /> : null
}

function CartMenuButton() {
  const { t } = useTranslation()
  const format = useFormat()
  const iconProps = useNavbarIconProps()
  const [opened, setOpened] = useState(false)
  const signInCount = useSession((state) => state.user?.extras?.eCommerceCartItemsCount ?? 0)
  const lines = useCart().data
  const count = lines?.length ?? signInCount
  return (
    <Indicator
      label={<span data-testid="cart-count">{count}</span>}
      size={16}
      disabled={count === 0}
      offset={6}
      zIndex={2}
    >
      <Popover
        position="bottom-end"
        width={360}
        shadow="md"
        offset={10}
        opened={opened}
        onChange={setOpened}
      >
        <Popover.Target>
          <ActionIcon
            {...iconProps}
            aria-label={t('ecommerce.cartMenu.label', { count })}
            onClick={() => setOpened((o) => !o)}
          >
            <IconShoppingCart size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 1rem)' }}>
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
              onClick={() => setOpened(false)}
              disabled={!lines?.length}
            >
              {t('ecommerce.cartMenu.checkout')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
