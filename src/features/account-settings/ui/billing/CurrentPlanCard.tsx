import { Badge, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { plansOf, usePricingData, useSubscription } from '@/features/pricing'
import { SectionCard } from '../SectionCard'
import { ChangePlanModal } from './ChangePlanModal'

/** The days of a period that have gone, of its length, for the bar under the plan. */
function periodUsed(since: string, renewsOn: string, now: number) {
  const start = Date.parse(since)
  const end = Date.parse(`${renewsOn}T00:00:00Z`)
  const total = Math.max(1, Math.round((end - start) / 86_400_000))
  const left = Math.max(0, Math.ceil((end - now) / 86_400_000))
  return { total, left, percent: Math.min(100, Math.max(0, ((total - left) / total) * 100)) }
}

/** The caller's plan (the pricing app's subscription), what it costs, when it renews; a change opens the plans. */
export function CurrentPlanCard({ now }: { now: number }) {
  const { t, i18n } = useTranslation('account-settings')
  const data = usePricingData()
  const subscription = useSubscription()
  const [changing, { open, close }] = useDisclosure(false)
  if (!data.data || !subscription.data) return <Skeleton h={180} radius="md" />
  const current = subscription.data
  const plan = plansOf(data.data).find((item) => item.id === current.plan)
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const price = plan
    ? current.cycle === 'monthly'
      ? plan.monthlyPrice
      : plan.yearlyPlan.totalAnnual
    : 0
  const period = current.renewsOn ? periodUsed(current.since, current.renewsOn, now) : null
  return (
    <SectionCard
      title={t('accountSettings.plan.title')}
      testId="current-plan"
      aside={
        <Button size="xs" onClick={open}>
          {t('accountSettings.plan.change')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={700} fz="lg" data-testid="plan-name">
            {plan?.title ?? current.plan}
          </Text>
          {plan?.popular && <Badge variant="light">{t('accountSettings.plan.popular')}</Badge>}
        </Group>
        {plan?.subtitle && (
          <Text size="sm" c="dimmed">
            {plan.subtitle}
          </Text>
        )}
        <Text size="sm">
          {price === 0
            ? t('accountSettings.plan.free')
            : t(`accountSettings.plan.price.${current.cycle}`, { amount: money.format(price) })}
        </Text>
        {current.renewsOn && period ? (
          <Stack gap={4} maw={480}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {t('accountSettings.plan.renews', {
                  date: formatDay(current.renewsOn, i18n.language),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('accountSettings.plan.daysLeft', { count: period.left })}
              </Text>
            </Group>
            <Progress value={period.percent} aria-label={t('accountSettings.plan.periodUsed')} />
          </Stack>
        ) : null}
      </Stack>
      <ChangePlanModal opened={changing} onClose={close} subscription={current} />
    </SectionCard>
  )
}
