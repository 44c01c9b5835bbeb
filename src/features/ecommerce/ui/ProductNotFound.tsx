import { IconBoxOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@/shared/ui/NotFoundCard'

/** An unknown product: say so, and offer the shop. */
export function ProductNotFound() {
  const { t } = useTranslation('ecommerce')
  return (
    <NotFoundCard
      icon={<IconBoxOff size={36} aria-hidden />}
      title={t('ecommerce.notFound.title')}
      body={t('ecommerce.notFound.body')}
      backTo="/apps/ecommerce/shop"
      backLabel={t('ecommerce.notFound.back')}
    />
  )
}
