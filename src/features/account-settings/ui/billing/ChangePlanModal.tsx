import { Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlanCards, usePlanChooser, type BillingCycle, type Subscription } from '@/features/pricing'

interface Props {
  opened: boolean
  onClose: () => void
  subscription: Subscription
}

/** The pricing app's plans in a dialog, monthly or yearly: choosing one changes the subscription. */
export function ChangePlanModal({ opened, onClose, subscription }: Props) {
  const { t } = useTranslation('account-settings')
  const [cycle, setCycle] = useState<BillingCycle>(subscription.cycle)
  const { choose, choosing } = usePlanChooser(cycle, onClose)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accountSettings.plan.changeTitle')}
      size="70rem"
      centered
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      <Stack gap="lg">
        <Group justify="center" gap="sm">
          <Text size="sm" id="plan-cycle">
            {t('accountSettings.plan.cycle')}
          </Text>
          <SegmentedControl
            aria-labelledby="plan-cycle"
            value={cycle}
            onChange={setCycle}
            data={[
              { value: 'monthly' as const, label: t('accountSettings.plan.monthly') },
              { value: 'yearly' as const, label: t('accountSettings.plan.yearly') },
            ]}
          />
        </Group>
        <PlanCards
          cycle={cycle}
          current={subscription}
          onChoose={choose}
          choosing={choosing}
          titleOrder={3}
        />
      </Stack>
    </Modal>
  )
}
