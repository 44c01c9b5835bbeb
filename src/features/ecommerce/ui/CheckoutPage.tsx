import { Button, Grid, Skeleton, Stack, Stepper, Title } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/api-error'
import { useCart, usePlaceOrder } from '../api/ecommerce.queries'
import { priceSummary, type Address, type PaymentInput } from '../ecommerce.schema'
import { AddressStep } from './AddressStep'
import { CartLine } from './CartLine'
import { EmptyState } from './EmptyState'
import { OrderConfirmation } from './OrderConfirmation'
import { PaymentStep } from './PaymentStep'
import { PriceSummary } from './PriceSummary'

interface Props {
  orderId: number | undefined
  onPlaced: (orderId: number) => void
}

/** `/apps/ecommerce/checkout`: cart, address, payment; then the order's confirmation. */
export function CheckoutPage({ orderId, onPlaced }: Props) {
  const { t } = useTranslation('ecommerce')
  const cart = useCart()
  const placeOrder = usePlaceOrder()
  const [step, setStep] = useState(0)
  const [address, setAddress] = useState<Address | null>(null)
  if (orderId !== undefined) return <OrderConfirmation id={orderId} />
  const lines = cart.data
  const place = (payment: PaymentInput) => {
    if (!address) return setStep(1)
    placeOrder.mutate({ address, payment }, { onSuccess: (order) => onPlaced(order.id) })
  }
  const failure = placeOrder.error
    ? isApiError(placeOrder.error)
      ? (Object.values(placeOrder.error.fields)[0] ?? placeOrder.error.message)
      : t('ecommerce.errors.saveFailed')
    : null
  const next = (
    <Button
      mt="sm"
      disabled={!lines?.length || (step === 1 && !address)}
      onClick={() => setStep(step + 1)}
    >
      {step === 0 ? t('ecommerce.checkout.placeOrder') : t('ecommerce.checkout.next')}
    </Button>
  )
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('ecommerce.checkout.title')}
      </Title>
      <Stepper
        active={step}
        onStepClick={(index) => {
          // Back to any step; forward only with a cart, and to payment only with an address.
          if (lines?.length && (index < 2 || address)) setStep(index)
        }}
        size="sm"
      >
        <Stepper.Step label={t('ecommerce.checkout.steps.cart')} />
        <Stepper.Step label={t('ecommerce.checkout.steps.address')} />
        <Stepper.Step label={t('ecommerce.checkout.steps.payment')} />
      </Stepper>
      {!lines ? (
        <Skeleton h={360} radius="md" />
      ) : lines.length === 0 ? (
        <EmptyState
          testId="empty-cart"
          icon={<IconShoppingCart size={36} aria-hidden />}
          title={t('ecommerce.cartEmpty.title')}
          body={t('ecommerce.cartEmpty.body')}
          action={
            <Button component={Link} to="/apps/ecommerce/shop">
              {t('ecommerce.continueShopping')}
            </Button>
          }
        />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {step === 0 && (
              <Stack gap="sm">
                <Title order={2} fz="h5">
                  {t('ecommerce.checkout.cartTitle', { count: lines.length })}
                </Title>
                {lines.map((line) => (
                  <CartLine key={line.id} line={line} />
                ))}
              </Stack>
            )}
            {step === 1 && (
              <AddressStep
                value={address}
                onChoose={(chosen) => {
                  setAddress(chosen)
                  setStep(2)
                }}
              />
            )}
            {step === 2 && (
              <PaymentStep placing={placeOrder.isPending} error={failure} onPlace={place} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PriceSummary {...priceSummary(lines)}>{step < 2 && next}</PriceSummary>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}
