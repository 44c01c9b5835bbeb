import { Alert, Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** An answer of the help center that did not come: say so, and offer to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('faq')
  return (
    <Alert color="red" title={t('faq.errors.load')}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('faq.errors.retry')}
      </Button>
    </Alert>
  )
}
