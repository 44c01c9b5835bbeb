import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePricingData, useSubscription } from '../api/pricing.queries'
import { CurrentPlanLine } from './CurrentPlanLine'
import { CycleSwitch } from './CycleSwitch'
import { PlanCards } from './PlanCards'
import { QandASection } from './QandASection'
import type { PricingSearch } from './pricing-search'
import { usePlanChooser } from './use-plan-chooser'

interface Props {
  search: PricingSearch
  onSearch: (next: PricingSearch) => void
}

/** `/pages/pricing`: the plans at the cycle in the URL (else the caller's), "choose plan", and Q&A. */
export function PricingPage({ search, onSearch }: Props) {
  const { t } = useTranslation('pricing')
  const data = usePricingData()
  const subscription = useSubscription()
  const cycle = search.cycle ?? subscription.data?.cycle ?? 'monthly'
  const chooser = usePlanChooser(cycle)
  return (
    <Stack gap="xl" maw={1200} mx="auto" w="100%">
      <Stack gap="sm" align="center" ta="center">
        <Title order={1} fz="h2">
          {t('pricing.page.title')}
        </Title>
        <Text c="dimmed" maw={620}>
          {t('pricing.page.subtitle')}
        </Text>
        {data.data && subscription.data && (
          <CurrentPlanLine data={data.data} subscription={subscription.data} />
        )}
      </Stack>
      <CycleSwitch value={cycle} onChange={(next) => onSearch({ cycle: next })} />
      <PlanCards
        cycle={cycle}
        current={subscription.data}
        onChoose={chooser.choose}
        choosing={chooser.choosing}
      />
      {data.data && <QandASection items={data.data.qandA} />}
    </Stack>
  )
}
