import '@mantine/charts/styles.layer.css'
import { BarChart, Sparkline } from '@mantine/charts'
import { Grid, NativeSelect, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { REPORT_YEARS, type ReportYear } from '../../dashboards.schema'
import { CardFrame } from '../CardFrame'
import { formatMoney } from '../format'

const isYear = (value: string): value is ReportYear =>
  (REPORT_YEARS as readonly string[]).includes(value)

/** Earnings and expenses per month of a chosen year, with the year's budget beside them. */
export function RevenueReportCard() {
  const { t, i18n } = useTranslation()
  const [year, setYear] = useState<ReportYear>('2020')
  const query = useAnalyticsCard('revenue-report', { year })
  return (
    <CardFrame id="revenue-report" title={t('dash.card.revenueReport')} query={query} height={260}>
      {(card) => (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <BarChart
              h={260}
              data={card.months}
              dataKey="month"
              withLegend
              series={[
                { name: 'earning', label: t('dash.earning'), color: 'brand.6' },
                { name: 'expense', label: t('dash.expense'), color: 'orange.6' },
              ]}
              valueFormatter={(value) => formatMoney(value, i18n.language)}
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
                {formatMoney(card.price, i18n.language)}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('dash.budget')}: {formatMoney(card.budget, i18n.language)}
              </Text>
              <Sparkline
                w="100%"
                h={60}
                data={card.months.map((m) => m.earning - m.expense)}
                curveType="natural"
                color="brand.6"
                fillOpacity={0.2}
                role="img"
                aria-label={t('dash.budgetTrend')}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </CardFrame>
  )
}
