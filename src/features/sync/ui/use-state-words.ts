import { useTranslation } from 'react-i18next'
import type { SyncStatus } from '../sync.schema'

export interface StateWords {
  /** The whole phrase: the control's accessible name, the tooltip, the card's badge. */
  label: string
  /** What the navbar shows beside its icon: the label, or its start (so the name holds it). */
  short: string
}

/** The words for a status's state, with the count of waiting writes where it matters. */
export function useStateWords(): (status: Pick<SyncStatus, 'state' | 'waiting'>) => StateWords {
  const { t } = useTranslation('sync')
  return ({ state, waiting: count }) => {
    if (state === 'waiting') {
      const label = t('sync.state.waiting', { count })
      return { label, short: label }
    }
    if (state === 'offline') {
      const short = t('sync.state.offline')
      return { label: count ? t('sync.state.offlineWaiting', { count }) : short, short }
    }
    const label = t(`sync.state.${state}`)
    return { label, short: label }
  }
}
