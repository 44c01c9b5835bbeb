import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconApps,
  IconCreditCard,
  IconGift,
  IconLock,
  IconShare,
  IconUserEdit,
  type Icon,
} from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccount } from '../../api/account-settings.queries'
import { useApps, useMembers, useReferrals } from '../../api/modal-examples.queries'
import { AddCardModal } from '../billing/AddCardModal'
import { TwoStepModal } from '../security/TwoStepModal'
import { CreateAppModal } from './CreateAppModal'
import { EditUserModal } from './EditUserModal'
import { ReferModal } from './ReferModal'
import { ShareProjectModal } from './ShareProjectModal'

const EXAMPLES = ['share', 'app', 'card', 'editUser', 'twoStep', 'refer'] as const
type Example = (typeof EXAMPLES)[number]

const ICONS: Record<Example, Icon> = {
  share: IconShare,
  app: IconApps,
  card: IconCreditCard,
  editUser: IconUserEdit,
  twoStep: IconLock,
  refer: IconGift,
}

/** What each example has saved so far, under its button. */
function useSaved(): Record<Example, ReactNode> {
  const { t } = useTranslation('account-settings')
  const account = useAccount().data
  const members = useMembers().data?.members.length
  const apps = useApps().data?.apps
  const referrals = useReferrals().data?.referrals.length
  const none = '…'
  return {
    share:
      members === undefined ? none : t('accountSettings.modals.share.saved', { count: members }),
    app:
      apps === undefined
        ? none
        : apps.length
          ? apps.map((app) => app.name).join(', ')
          : t('accountSettings.modals.app.none'),
    card: account
      ? t('accountSettings.modals.card.saved', { count: account.billing.paymentMethods.length })
      : none,
    editUser: account ? account.general.fullName : none,
    twoStep: account
      ? t(
          account.security.twoStep.enabled
            ? 'accountSettings.twoStep.on'
            : 'accountSettings.twoStep.offBadge',
        )
      : none,
    refer:
      referrals === undefined
        ? none
        : t('accountSettings.modals.refer.saved', { count: referrals }),
  }
}

/** `/pages/modal-examples`: six dialogs that really work, each saving where the account keeps it. */
export function ModalExamplesPage() {
  const { t } = useTranslation('account-settings')
  const [open, setOpen] = useState<Example | null>(null)
  const saved = useSaved()
  const close = () => setOpen(null)
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('accountSettings.modals.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('accountSettings.modals.hint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {EXAMPLES.map((example) => {
          const ExampleIcon = ICONS[example]
          return (
            <Card
              key={example}
              padding="xl"
              component="section"
              aria-labelledby={`example-${example}`}
            >
              <Stack align="center" ta="center" gap="sm" h="100%">
                <ThemeIcon size={56} radius="xl" variant="light">
                  <ExampleIcon size={28} aria-hidden />
                </ThemeIcon>
                <Title order={2} fz="lg" id={`example-${example}`}>
                  {t(`accountSettings.modals.${example}.heading`)}
                </Title>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {t(`accountSettings.modals.${example}.about`)}
                </Text>
                <Text size="sm" fw={500} data-testid={`saved-${example}`}>
                  {saved[example]}
                </Text>
                <Button onClick={() => setOpen(example)}>
                  {t(`accountSettings.modals.${example}.open`)}
                </Button>
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
      <ShareProjectModal opened={open === 'share'} onClose={close} />
      <CreateAppModal opened={open === 'app'} onClose={close} />
      <AddCardModal opened={open === 'card'} onClose={close} />
      <EditUserModal opened={open === 'editUser'} onClose={close} />
      {open === 'twoStep' && <TwoStepModal opened onClose={close} />}
      <ReferModal opened={open === 'refer'} onClose={close} />
    </Stack>
  )
}
