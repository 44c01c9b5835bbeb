import { Badge, Button, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useDisableTwoStep } from '../../api/account-settings.queries'
import type { TwoStepState } from '../../account-security.schema'
import { SectionCard } from '../SectionCard'
import { TwoStepModal } from './TwoStepModal'

export function TwoStepCard({ twoStep }: { twoStep: TwoStepState }) {
  const { t, i18n } = useTranslation('account-settings')
  const [opened, { open, close }] = useDisclosure(false)
  const disable = useDisableTwoStep()
  const turnOff = async () => {
    const confirmed = await confirmDestructive({
      title: t('accountSettings.twoStep.offTitle'),
      message: t('accountSettings.twoStep.offMessage'),
      confirmLabel: t('accountSettings.twoStep.off'),
    })
    if (confirmed)
      disable.mutate(undefined, {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('accountSettings.twoStep.disabled') }),
      })
  }
  const state = twoStep.enabled ? (
    <Badge color="green" variant="light">
      {t('accountSettings.twoStep.on')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('accountSettings.twoStep.offBadge')}
    </Badge>
  )
  return (
    <SectionCard
      title={t('accountSettings.twoStep.title')}
      description={t('accountSettings.twoStep.hint')}
      aside={state}
      testId="two-step-card"
    >
      {twoStep.enabled && twoStep.enabledAt ? (
        <Text size="sm" mb="md">
          {t('accountSettings.twoStep.since', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
              new Date(twoStep.enabledAt),
            ),
          })}
        </Text>
      ) : null}
      <Group>
        {twoStep.enabled ? (
          <>
            <Button variant="default" onClick={open}>
              {t('accountSettings.twoStep.reset')}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={disable.isPending}
              onClick={() => void turnOff()}
            >
              {t('accountSettings.twoStep.off')}
            </Button>
          </>
        ) : (
          <Button onClick={open}>{t('accountSettings.twoStep.enable')}</Button>
        )}
      </Group>
      <TwoStepModal opened={opened} onClose={close} />
    </SectionCard>
  )
}
