import { ActionIcon, Center, Indicator, Loader, Popover, Text } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/shared/auth/session'
import { importWithRetry } from '@/shared/import-with-retry'
import { PartBoundary } from '@/shared/ui/lazy-part'
import { can } from '@/shared/contract/ability'
import { useNavbarIconProps } from '@/shared/layout/navbar-tone'
import { useCart } from '../api/ecommerce.queries'
import { ecommerceManifest } from '../ecommerce.manifest'

const loadPanel = () => import('./CartMenuPanel')
const CartMenuPanel = lazy(async () => ({
  default: (await importWithRetry(loadPanel)).CartMenuPanel,
}))

/** The button's icon, also its stand-in while the cart's strings load. */
const cartIcon = <IconShoppingCart size={22} stroke={1.6} />

/** The navbar's cart: a badge with the item count, and a dropdown with the items and checkout. */
export function CartMenu() {
  const rules = useSession((state) => state.user?.ability)
  const allowed = !!rules && can(rules, ...(ecommerceManifest.ability ?? ['manage', 'all']))
  return allowed ? (
    // The shell does not wait for the cart's strings: the same icon, inert, stands in meanwhile.
    <Suspense fallback={<CartPlaceholder />}>
      <CartMenuButton />
    </Suspense>
  ) : null
}

function CartPlaceholder() {
  const iconProps = useNavbarIconProps()
  return (
    <ActionIcon {...iconProps} component="span" aria-hidden>
      {cartIcon}
    </ActionIcon>
  )
}

function CartMenuButton() {
  const { t } = useTranslation('ecommerce')
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
            // Fetch the dropdown's code as the pointer or focus arrives, before the click.
            onPointerEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
          >
            {cartIcon}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 1rem)' }}>
          <PartBoundary
            fallback={
              <Text p="md" c="dimmed" fz="sm">
                {t('shell.errors.loadFailed')}
              </Text>
            }
          >
            <Suspense
              fallback={
                <Center p="lg">
                  <Loader size="sm" />
                </Center>
              }
            >
              <CartMenuPanel lines={lines} count={count} onClose={() => setOpened(false)} />
            </Suspense>
          </PartBoundary>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
