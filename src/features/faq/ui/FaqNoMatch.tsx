import { Button, Card, EmptyState } from '@mantine/core'
import { IconSearchOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

interface Props {
  q: string
  onClear: () => void
}

/** A search that found nothing: say so, and offer the way on. */
export function FaqNoMatch({ q, onClear }: Props) {
  const { t } = useTranslation('faq')
  return (
    <Card padding="xl" data-testid="faq-no-match">
      <EmptyState
        icon={<IconSearchOff size={32} aria-hidden />}
        variant="light"
        title={t('faq.noMatch.title', { q })}
        description={t('faq.noMatch.hint')}
      >
        <EmptyState.Actions>
          <Button onClick={onClear}>{t('faq.noMatch.clear')}</Button>
          <Button
            variant="light"
            renderRoot={(props) => <Link {...props} to="/pages/knowledge-base" search={{ q }} />}
          >
            {t('faq.noMatch.kb')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  )
}
