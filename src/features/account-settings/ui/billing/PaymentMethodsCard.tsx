import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useMakeDefaultCard, useRemoveCard } from '../../api/account-settings.queries'
import type { PaymentMethod } from '../../account-billing.schema'
import { SectionCard } from '../SectionCard'
import { AddCardModal } from './AddCardModal'
import { BrandIcon } from './BrandIcon'

/** The cards on file: the default first; another made the default, or removed after a confirm. */
export function PaymentMethodsCard({ cards }: { cards: PaymentMethod[] }) {
  const { t, i18n } = useTranslation('account-settings')
  const [adding, { open, close }] = useDisclosure(false)
  const makeDefault = useMakeDefaultCard()
  const remove = useRemoveCard()
  const label = (card: PaymentMethod) =>
    t('accountSettings.card.label', {
      brand: t(`accountSettings.card.brand.${card.brand}`),
      last4: card.last4,
    })
  const removeCard = async (card: PaymentMethod) => {
    const confirmed = await confirmDestructive({
      title: t('accountSettings.card.removeTitle'),
      message: t('accountSettings.card.removeMessage', { card: label(card) }),
      confirmLabel: t('accountSettings.card.remove'),
    })
    if (confirmed) remove.mutate(card.id)
  }
  return (
    <SectionCard
      title={t('accountSettings.card.methods')}
      description={t('accountSettings.card.methodsHint')}
      testId="payment-methods"
      aside={
        <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
          {t('accountSettings.card.add')}
        </Button>
      }
    >
      {cards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accountSettings.card.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {cards.map((card) => (
            <Paper key={card.id} withBorder radius="md" p="sm" data-testid="payment-method">
              <Group justify="space-between" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <BrandIcon brand={card.brand} />
                  <div>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {label(card)}
                      </Text>
                      {card.isDefault && (
                        <Badge size="sm" variant="light">
                          {t('accountSettings.card.default')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('accountSettings.card.addedOn', {
                        date: new Intl.DateTimeFormat(i18n.language, {
                          dateStyle: 'medium',
                        }).format(new Date(card.addedAt)),
                      })}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs">
                  {!card.isDefault && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => makeDefault.mutate(card.id)}
                      aria-label={t('accountSettings.card.makeDefaultOf', { card: label(card) })}
                    >
                      {t('accountSettings.card.setDefault')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void removeCard(card)}
                    aria-label={t('accountSettings.card.removeOf', { card: label(card) })}
                  >
                    {t('accountSettings.card.remove')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <AddCardModal opened={adding} onClose={close} />
    </SectionCard>
  )
}
