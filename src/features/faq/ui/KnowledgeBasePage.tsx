import { Skeleton, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useKnowledgeBase } from '../api/faq.queries'
import { HelpHero } from './HelpHero'
import { KbCategoryCard } from './KbCategoryCard'
import { KbSearchResults } from './KbSearchResults'
import { LoadFailed } from './LoadFailed'
import { SearchBox } from './SearchBox'
import type { KbSearch } from './help-search'
import classes from './Faq.module.css'

interface Props {
  search: KbSearch
  onSearch: (next: KbSearch) => void
}

/** `/pages/knowledge-base`: a search over the questions (in the URL) and the categories. */
export function KnowledgeBasePage({ search, onSearch }: Props) {
  const { t } = useTranslation('faq')
  const q = search.q?.trim() ?? ''
  const kb = useKnowledgeBase(q)
  return (
    <Stack gap="xl">
      <HelpHero title={t('faq.kb.title')} subtitle={t('faq.kb.subtitle')}>
        <SearchBox
          q={q}
          label={t('faq.kb.search.label')}
          placeholder={t('faq.kb.search.placeholder')}
          onQuery={(next) => onSearch(next ? { q: next } : {})}
        />
      </HelpHero>
      {kb.isPending ? (
        <div className={classes.cards} aria-busy="true" data-testid="kb-loading">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={300} radius="md" />
          ))}
        </div>
      ) : kb.isError ? (
        <LoadFailed onRetry={() => void kb.refetch()} />
      ) : (
        <>
          {q && <KbSearchResults q={q} found={kb.data.questions} onClear={() => onSearch({})} />}
          <Stack component="section" aria-labelledby="kb-categories" gap="md">
            <Title order={2} fz="h4" id="kb-categories">
              {t('faq.kb.categories')}
            </Title>
            <div className={classes.cards}>
              {kb.data.knowledgeBase.map((entry) => (
                <KbCategoryCard key={entry.id} entry={entry} />
              ))}
            </div>
          </Stack>
        </>
      )}
    </Stack>
  )
}
