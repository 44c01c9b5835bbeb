import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFaq } from '../api/faq.queries'
import { ContactCards } from './ContactCards'
import { FaqCategories } from './FaqCategories'
import { FaqNoMatch } from './FaqNoMatch'
import { HelpHero } from './HelpHero'
import { LoadFailed } from './LoadFailed'
import { SearchBox } from './SearchBox'
import { nextFaqSearch, type FaqSearch } from './help-search'

interface Props {
  search: FaqSearch
  onSearch: (next: FaqSearch) => void
}

/** `/pages/faq`: the questions clients ask, searched (in the URL) and by category, and the support line. */
export function FaqPage({ search, onSearch }: Props) {
  const { t } = useTranslation('faq')
  const q = search.q?.trim() ?? ''
  const faq = useFaq(q)
  const change = (patch: Partial<FaqSearch>) => onSearch(nextFaqSearch(search, patch))
  const categories = faq.data?.faqData ?? []
  const found = categories.reduce((sum, category) => sum + category.qandA.length, 0)

  return (
    <Stack gap="xl">
      <HelpHero title={t('faq.title')} subtitle={t('faq.subtitle')}>
        <SearchBox
          q={q}
          label={t('faq.search.label')}
          placeholder={t('faq.search.placeholder')}
          onQuery={(next) => change({ q: next })}
        />
        {/* Said as the answers change; none found, the empty state below says it. */}
        <Text
          c="dimmed"
          fz="sm"
          ta="center"
          mt="sm"
          aria-live="polite"
          dir="auto"
          data-testid="faq-found"
        >
          {q && found > 0 && !faq.isPlaceholderData ? t('faq.found', { count: found, q }) : ''}
          {q && faq.data && found === 0 && !faq.isPlaceholderData ? (
            <VisuallyHidden component="span">{t('faq.noMatch.title', { q })}</VisuallyHidden>
          ) : null}
        </Text>
      </HelpHero>
      {faq.isPending ? (
        <Skeleton h={420} radius="md" aria-busy="true" data-testid="faq-loading" />
      ) : faq.isError ? (
        <LoadFailed onRetry={() => void faq.refetch()} />
      ) : categories.length === 0 ? (
        <FaqNoMatch q={q} onClear={() => change({ q: '' })} />
      ) : (
        <FaqCategories
          categories={categories}
          wanted={search.category}
          q={q}
          onChoose={(category) => change({ category })}
        />
      )}
      {faq.data && <ContactCards contact={faq.data.contact} />}
    </Stack>
  )
}
