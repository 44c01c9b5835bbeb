import { Badge } from '@mantine/core'
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/shared/format/intl'

/** A change in per cent, signed, green up or red down. */
export function Growth({ value }: { value: number }) {
  const { i18n } = useTranslation()
  const up = value >= 0
  const Icon = up ? IconTrendingUp : IconTrendingDown
  const text = numberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100)
  return (
    <Badge
      variant="light"
      color={up ? 'green' : 'red'}
      leftSection={<Icon size={14} aria-hidden />}
    >
      <span dir="ltr">{text}</span>
    </Badge>
  )
}
