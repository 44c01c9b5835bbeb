import { Badge } from '@mantine/core'
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatPercent } from '../format'

/** A change in per cent, green up or red down, read out with its direction. */
export function Growth({ value }: { value: number }) {
  const { t, i18n } = useTranslation()
  const up = value >= 0
  const Icon = up ? IconTrendingUp : IconTrendingDown
  return (
    <Badge
      variant="light"
      color={up ? 'green' : 'red'}
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={t(up ? 'dash.growthUp' : 'dash.growthDown', {
        value: formatPercent(Math.abs(value), i18n.language),
      })}
    >
      {formatPercent(value, i18n.language)}
    </Badge>
  )
}
