import { Badge } from '@mantine/core'
import { IconTruckDelivery } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** The free-shipping mark of a product. */
export function FreeShippingBadge() {
  const { t } = useTranslation('ecommerce')
  return (
    <Badge variant="light" color="teal" leftSection={<IconTruckDelivery size={14} aria-hidden />}>
      {t('ecommerce.freeShipping')}
    </Badge>
  )
}
