import { Grid, NativeSelect, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOneOf } from '@/shared/contract/one-of'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { REPORT_YEARS, type ReportYear } from '../../dashboards.schema'
import { CardFrame } from '../CardFrame'
import { formatMoney, formatMoneyShort, formatMonth } from '../format'
import { GlanceBars, GlanceTrend } from '../glance'

const isYear = (value: string): value is ReportYear => isOneOf(REPORT_YEARS, value)

/** Earnings and expenses per month of a chosen year, with the year's budget beside them. */
export function RevenueReportCard() {
  const { t, i18n } = useTranslation('dashboards')
  const [year, setYear] = useState<ReportYear>(REPORT_YEARS[0])
  const query = useAnalyticsCard('revenue-report', { year })
  const money = (value: number) => formatMoney(value, i18n.language)
  return (
    <CardFrame id="revenue-report" title={t('dash.card.revenueReport')} query={query} height={260}>
      {(card) => {
        // Both charts run over the year's months, in the reader's language.
        const monthly = {
          categoryLabel: t('dash.chart.month'),
          categories: card.months.map((m) => formatMonth(m.month, i18n.language)),
          format: money,
        }
        return (
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <GlanceBars
                {...monthly}
                label={t('dash.chart.earningsVsExpenses')}
                height={260}
                withAxes
                series={[
                  {
                    name: 'earning',
                    label: t('dash.earning'),
                    color: 'brand.6',
                    data: card.months.map((m) => m.earning),
                  },
                  {
                    name: 'expense',
                    label: t('dash.expense'),
                    color: 'orange.6',
                    data: card.months.map((m) => m.expense),
                  },
                ]}
                axisFormat={(value) => formatMoneyShort(value, i18n.language)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack align="center" gap="xs" data-testid="budget">
                <NativeSelect
                  size="xs"
                  aria-label={t('dash.year')}
                  value={year}
                  onChange={(event) => {
                    if (isYear(event.currentTarget.value)) setYear(event.currentTarget.value)
                  }}
                  data={[...REPORT_YEARS]}
                />
                <Text fz={24} fw={700} data-testid="figure">
                  {money(card.price)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t('dash.budget')}: {money(card.budget)}
                </Text>
                <div style={{ width: '100%' }}>
                  <GlanceTrend
                    {...monthly}
                    label={t('dash.budgetTrend')}
                    height={60}
                    filled
                    series={[
                      {
                        name: 'net',
                        label: t('dash.budgetTrend'),
                        color: 'brand.6',
                        data: card.months.map((m) => m.earning - m.expense),
                      },
                    ]}
                  />
                </div>
              </Stack>
            </Grid.Col>
          </Grid>
        )
      }}
    </CardFrame>
  )
}
