import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/**
 * What the last dialog of a variant answered, announced politely to a screen reader when it
 * changes (the region is always there, so the change is heard).
 */
export function Outcome({ text }: { text: string | null }) {
  const { t } = useTranslation('ui-kit/extensions-sweet-alert')
  return (
    <div role="status" style={{ alignSelf: 'stretch' }}>
      <Alert variant="light" color={text ? 'brand' : 'gray'} icon={<IconInfoCircle aria-hidden />}>
        {text ?? t('uiKit.extensions-sweet-alert.outcome.none')}
      </Alert>
    </div>
  )
}
