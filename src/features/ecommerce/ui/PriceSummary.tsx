import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from './format'
import classes from './Shop.module.css'

interface Props {
  subtotal: number
  discount: number
  shipping: number
  total: number
  children?: ReactNode
}

/** The price details beside every checkout step, with the step's next action under it. */
export function PriceSummary({ subtotal, discount, shipping, total, children }: Props) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const row = (label: string, value: string, saving = false) => (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      {/* Its own direction, so a discount's minus sign stays in front in RTL. */}
      <Text size="sm" className={saving ? classes.saving : undefined} dir="auto">
        {value}
      </Text>
    </Group>
  )
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="price-title">
      <Stack gap="xs">
        <Title order={2} fz="h5" id="price-title">
          {t('ecommerce.checkout.priceDetails')}
        </Title>
        {row(t('ecommerce.checkout.subtotal'), format.price(subtotal))}
        {row(t('ecommerce.checkout.discount'), `−${format.price(discount)}`, true)}
        {row(
          t('ecommerce.checkout.shipping'),
          shipping === 0 ? t('ecommerce.checkout.free') : format.price(shipping),
          shipping === 0,
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('ecommerce.checkout.total')}</Text>
          <Text fw={700} data-testid="order-total" dir="auto">
            {format.price(total)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  )
}
