import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UserStatus } from '../../users.schema'
import { STATUS_COLORS } from './user-labels'

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users')
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="user-status">
      {t(`users.status.${status}`)}
    </Badge>
  )
}
