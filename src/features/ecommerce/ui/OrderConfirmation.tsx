import {
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useOrder } from '../api/ecommerce.queries'
import { AddressLines } from './AddressLines'
import { PriceSummary } from './PriceSummary'
import { useFormat } from './format'
import { ProductNotFound } from './ProductNotFound'
import dataText from './data-text.module.css'

/** The confirmation of a placed order, at its own URL (`?order=<id>`), so a reload shows it. */
export function OrderConfirmation({ id }: { id: number }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormat()
  const query = useOrder(id)
  if (query.isPending) return <Skeleton h={480} radius="md" />
  const order = query.data
  if (!order) return <ProductNotFound />
  const { address, payment } = order
  return (
    <Stack gap="lg" data-testid="order-confirmation">
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h3">
            {t('ecommerce.confirmation.title')}
          </Title>
          <Text data-testid="order-number">
            {t('ecommerce.confirmation.number', { number: order.number })}
          </Text>
          <Text c="dimmed" size="sm">
            {t('ecommerce.confirmation.placedAt', { date: format.dateTime(order.placedAt) })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="sm" aria-label={t('ecommerce.confirmation.items')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ecommerce.confirmation.product')}</Table.Th>
                <Table.Th>{t('ecommerce.quantity')}</Table.Th>
                <Table.Th ta="end">{t('ecommerce.confirmation.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.productId} data-testid="order-item">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image src={item.image} alt="" w={44} h={44} radius="sm" />
                      <Text size="sm" dir="auto" className={dataText.data}>
                        {item.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.qty}</Table.Td>
                  <Table.Td ta="end">{format.price(item.price * item.qty)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Group align="stretch" grow preventGrowOverflow={false}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap={4}>
            <Title order={2} fz="h5">
              {t('ecommerce.confirmation.shipTo')}
            </Title>
            <Text size="sm" dir="auto" className={dataText.data}>
              {address.fullName}
            </Text>
            <AddressLines address={address} />
            <Title order={2} fz="h5" mt="sm">
              {t('ecommerce.payment.method')}
            </Title>
            <Text size="sm">
              {payment.method === 'card'
                ? t('ecommerce.confirmation.card', { last4: payment.last4 })
                : t('ecommerce.payment.cod')}
            </Text>
          </Stack>
        </Card>
        <PriceSummary {...order}>
          <Button component={Link} to="/apps/ecommerce/shop" mt="sm">
            {t('ecommerce.continueShopping')}
          </Button>
        </PriceSummary>
      </Group>
    </Stack>
  )
}
