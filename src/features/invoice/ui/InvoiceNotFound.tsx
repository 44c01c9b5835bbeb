import { IconFileUnknown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@/shared/ui/NotFoundCard'

/** An unknown invoice id: say so, and offer the list. */
export function InvoiceNotFound({ id }: { id: number | string }) {
  const { t } = useTranslation('invoice')
  return (
    <NotFoundCard
      icon={<IconFileUnknown size={36} aria-hidden />}
      title={t('invoice.notFound.title')}
      body={t('invoice.notFound.body', { id })}
      backTo="/apps/invoice/list"
      backLabel={t('invoice.notFound.back')}
    />
  )
}
