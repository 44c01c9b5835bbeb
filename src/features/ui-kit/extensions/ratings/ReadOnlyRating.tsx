import { Rating, type MantineSize } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface ReadOnlyRatingProps {
  value: number
  size?: MantineSize
  /** Tenths shown as a part-filled star (4.3 fills a third of the fifth). */
  fractions?: number
}

/** A rating to read, not to set: one image to a screen reader ("Rated 4.3 out of 5"). */
export function ReadOnlyRating({ value, size, fractions }: ReadOnlyRatingProps) {
  const { t, i18n } = useTranslation('ui-kit/extensions-ratings')
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value)
  return (
    <span
      role="img"
      aria-label={t('uiKit.extensions-ratings.rated', { value: shown })}
      style={{ display: 'inline-flex' }}
    >
      <Rating value={value} readOnly size={size} fractions={fractions} aria-hidden />
    </span>
  )
}
