import { Button, Card, EmptyState, Title } from '@mantine/core'
import { IconSearchOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { QuestionRef } from '../faq.schema'
import { QuestionLinks } from './QuestionLinks'

interface Props {
  q: string
  found: readonly QuestionRef[]
  onClear: () => void
}

/** The questions a search found, as links; or the way on when it found none. */
export function KbSearchResults({ q, found, onClear }: Props) {
  const { t } = useTranslation('faq')
  if (found.length === 0)
    return (
      <Card padding="xl" data-testid="kb-no-match">
        <EmptyState
          icon={<IconSearchOff size={32} aria-hidden />}
          variant="light"
          title={t('faq.kb.noMatch.title', { q })}
          description={t('faq.kb.noMatch.hint')}
        >
          <EmptyState.Actions>
            <Button onClick={onClear}>{t('faq.search.clear')}</Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    )
  return (
    <Card padding="lg" component="section" aria-labelledby="kb-found">
      <Title order={2} fz="h4" mb="xs" id="kb-found" aria-live="polite" dir="auto">
        {t('faq.kb.found', { count: found.length, q })}
      </Title>
      <QuestionLinks questions={found} q={q} showCategory />
    </Card>
  )
}
