import { useTranslation } from 'react-i18next'
import { SearchField } from '@/shared/ui/SearchField'
import { Q_MAX } from '../faq.schema'

interface Props {
  q: string
  label: string
  placeholder: string
  /** Called as the reader types (debounced), on Enter, and with '' when cleared. */
  onQuery: (q: string) => void
}

/** The help center's search box: the text follows the URL, the URL follows the text. */
export function SearchBox({ q, label, placeholder, onQuery }: Props) {
  const { t } = useTranslation('faq')
  return (
    <SearchField
      q={q}
      onQuery={onQuery}
      clearLabel={t('faq.search.clear')}
      searchForm
      trim
      size="lg"
      radius="md"
      aria-label={label}
      placeholder={placeholder}
      maxLength={Q_MAX}
    />
  )
}
