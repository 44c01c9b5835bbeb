import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Progress,
  Radio,
  Stack,
  Text,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateUser } from '../../api/users.queries'
import { USER_PLANS, type User, type UserPlan } from '../../users.schema'
import { PLAN_PRICES } from '../common/user-labels'

const PERIOD = 30
/** Where the user is in the current billing period: a fixed figure per record, for the demo. */
const daysUsed = (user: User) => 4 + ((user.id * 7) % 24)

/** The plan, its price and benefits, the period's usage, and a plan change. */
export function PlanCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const [opened, { open, close }] = useDisclosure(false)
  const used = daysUsed(user)
  return (
    <Card withBorder radius="md" padding="lg" data-testid="user-plan">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('users.view.plan')}
          </Text>
          <Badge size="lg" variant="light">
            {t(`users.plan.${user.currentPlan}`)}
          </Badge>
        </Stack>
        <Text fw={700} fz={28} c="brand">
          ${PLAN_PRICES[user.currentPlan]}
          <Text span size="sm" c="dimmed" fw={400}>
            {t('users.view.perMonth')}
          </Text>
        </Text>
      </Group>
      <List size="sm" mt="md" spacing={4}>
        {t(`users.view.benefits.${user.currentPlan}`)
          .split(' · ')
          .map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
      </List>
      <Group justify="space-between" mt="md" mb={4}>
        <Text size="sm" fw={600}>
          {t('users.view.daysUsed')}
        </Text>
        <Text size="sm">
          {used} / {PERIOD}
        </Text>
      </Group>
      <Progress value={(used / PERIOD) * 100} aria-label={t('users.view.daysUsed')} />
      <Text size="xs" c="dimmed" mt={4}>
        {t('users.view.daysLeft', { count: PERIOD - used })}
      </Text>
      <Button fullWidth mt="md" onClick={open}>
        {t('users.view.upgrade')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('users.view.choosePlan')}
        closeButtonProps={{ 'aria-label': t('users.form.close') }}
      >
        {opened && <PlanForm user={user} onDone={close} />}
      </Modal>
    </Card>
  )
}

function PlanForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('users')
  const update = useUpdateUser()
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan)
  const save = () =>
    update.mutate(
      { id: user.id, currentPlan: plan },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('users.view.planChanged', { plan: t(`users.plan.${plan}`) }),
          })
          onDone()
        },
        onError: () => notifications.show({ color: 'red', message: t('users.failed') }),
      },
    )
  return (
    <Stack>
      <Radio.Group value={plan} onChange={setPlan} label={t('users.view.choosePlan')}>
        <Stack gap="xs" mt="xs">
          {USER_PLANS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={`${t(`users.plan.${value}`)} · $${PLAN_PRICES[value]}${t('users.view.perMonth')}`}
              description={t(`users.view.benefits.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('users.form.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={plan === user.currentPlan}>
          {t('users.form.save')}
        </Button>
      </Group>
    </Stack>
  )
}
