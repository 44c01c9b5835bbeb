import { Alert, Skeleton } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  ready: boolean
  failed: boolean
  height: number
  children: ReactNode
}

/** A chart whose series come from the API: a placeholder while they load, a line if they fail. */
export function ChartLoading({ ready, failed, height, children }: Props) {
  const { t } = useTranslation('charts')
  if (failed) return <Alert color="red">{t('charts.loadFailed')}</Alert>
  if (!ready) return <Skeleton h={height} aria-label={t('charts.loading')} />
  return children
}
