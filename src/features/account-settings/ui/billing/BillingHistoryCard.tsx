import { Badge, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import type { Charge } from '../../account-billing.schema'
import { SectionCard } from '../SectionCard'

const STATUS_COLORS = { paid: 'green', pending: 'orange', refunded: 'gray' } as const

/** The charges made to the account, newest first. */
export function BillingHistoryCard({ history }: { history: Charge[] }) {
  const { t, i18n } = useTranslation('account-settings')
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' })
  return (
    <SectionCard title={t('accountSettings.history.title')} testId="billing-history">
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accountSettings.history.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accountSettings.history.number')}</Table.Th>
                <Table.Th>{t('accountSettings.history.date')}</Table.Th>
                <Table.Th>{t('accountSettings.history.description')}</Table.Th>
                <Table.Th ta="end">{t('accountSettings.history.amount')}</Table.Th>
                <Table.Th>{t('accountSettings.history.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {charge.number}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(charge.date, i18n.language)}
                  </Table.Td>
                  <Table.Td>{charge.description}</Table.Td>
                  <Table.Td ta="end">{money.format(charge.amount / 100)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[charge.status]}>
                      {t(`accountSettings.history.statuses.${charge.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  )
}
