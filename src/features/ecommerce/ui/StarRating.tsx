import { Rating, type MantineSize } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A read-only rating, announced as one image ("Rated 4 out of 5"). */
export function StarRating({ value, size }: { value: number; size?: MantineSize }) {
  const { t } = useTranslation('ecommerce')
  return (
    <span
      role="img"
      aria-label={t('ecommerce.rating', { rating: value })}
      style={{ display: 'inline-flex' }}
    >
      <Rating value={value} readOnly size={size} aria-hidden />
    </span>
  )
}
