import { Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BillingCycle, PricingPlan, Subscription } from '../pricing.schema'
import { usePricingFormat } from './pricing-format'
import classes from './Pricing.module.css'

export interface PlanCardProps {
  plan: PricingPlan
  cycle: BillingCycle
  current?: Subscription | undefined
  onChoose: (plan: PricingPlan) => void
  /** The plan being chosen: its button spins, the others wait. */
  choosing?: PricingPlan['id'] | null | undefined
  titleOrder: 2 | 3
}

/** Whether the caller is on this plan at this cycle (the free plan is the same at either). */
export const isCurrent = (
  plan: PricingPlan['id'],
  cycle: BillingCycle,
  current: Subscription | undefined,
) => current?.plan === plan && (plan === 'basic' || current.cycle === cycle)

/** One plan: picture, price for the cycle, benefits, and its button (or "Your current plan"). */
export function PlanCard({ plan, cycle, current, onChoose, choosing, titleOrder }: PlanCardProps) {
  const { t } = useTranslation('pricing')
  const format = usePricingFormat()
  const titleId = useId()
  const yearly = cycle === 'yearly'
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  const onIt = isCurrent(plan.id, cycle, current)
  // Same plan, other cycle: the button switches the cycle.
  const otherCycle = !onIt && current?.plan === plan.id
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      padding="xl"
      className={classes.plan}
      data-popular={plan.popular || undefined}
      data-testid="plan-card"
    >
      <Group justify="flex-end" className={classes.badges} gap="xs">
        {plan.popular && <Badge variant="light">{t('pricing.plan.popular')}</Badge>}
        {(onIt || otherCycle) && (
          <Badge variant="light" color="green">
            {t('pricing.plan.yours')}
          </Badge>
        )}
      </Group>
      <Image src={plan.image} alt="" h={120} w="auto" fit="contain" mx="auto" mt="xs" />
      <Stack gap={4} align="center" ta="center" mt="md">
        <Title order={titleOrder} fz="h3" id={titleId}>
          {plan.title}
        </Title>
        <Text fz="sm" c="dimmed" dir="auto">
          {plan.subtitle}
        </Text>
      </Stack>
      <Stack gap={0} align="center" my="lg" data-testid="plan-price">
        <Group gap={4} align="baseline" justify="center">
          <Text component="span" className={classes.amount} dir="auto">
            {format.money(perMonth)}
          </Text>
          <Text component="span" c="dimmed" fz="sm">
            {t('pricing.plan.perMonth')}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed" mih={18}>
          {yearly && plan.yearlyPlan.totalAnnual > 0
            ? t('pricing.plan.billedYearly', { amount: format.money(plan.yearlyPlan.totalAnnual) })
            : null}
        </Text>
      </Stack>
      <List
        spacing="sm"
        size="sm"
        center
        className={classes.benefits}
        icon={<IconCircleCheck size={18} aria-hidden className={classes.check} />}
      >
        {plan.planBenefits.map((benefit) => (
          <List.Item key={benefit}>
            {/* The plans are data in their own language: they run in its direction in an RTL page. */}
            <span dir="auto">{benefit}</span>
          </List.Item>
        ))}
      </List>
      {onIt ? (
        // Not a disabled button, which would read as greyed out: a plain, legible statement.
        <Group className={classes.current} justify="center" gap="xs" mt="xl">
          <IconCircleCheck size={18} aria-hidden />
          <Text fz="sm" fw={600}>
            {t('pricing.plan.current')}
          </Text>
        </Group>
      ) : (
        <Button
          fullWidth
          mt="xl"
          variant={plan.popular ? 'filled' : 'outline'}
          disabled={Boolean(choosing) && choosing !== plan.id}
          loading={choosing === plan.id}
          onClick={() => onChoose(plan)}
        >
          {otherCycle ? t(`pricing.plan.switchTo.${cycle}`) : t('pricing.plan.choose')}
        </Button>
      )}
    </Card>
  )
}
