import { useTranslation } from 'react-i18next'
import { SearchField } from '../SearchField'

interface Props {
  q: string
  label: string
  onQuery: (q: string) => void
}

/** The list's search box: typed text reaches the URL after a pause; clearing is immediate. */
export function ListSearchInput({ q, label, onQuery }: Props) {
  const { t } = useTranslation('data-table')
  return (
    <SearchField
      q={q}
      onQuery={onQuery}
      clearLabel={t('dataTable.clearSearch')}
      miw={180}
      flex={1}
      maw={320}
      aria-label={label}
      placeholder={label}
    />
  )
}
