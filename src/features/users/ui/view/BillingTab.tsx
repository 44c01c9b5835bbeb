import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconCreditCard } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useUpdateSettings } from '../../api/users.queries'
import { addressSchema, type BillingAddress, type UserSettings } from '../../user-settings.schema'
import type { User } from '../../users.schema'
import { PlanCard } from './PlanCard'

/** The cards on file follow from the billing method: a fixed demo card per record. */
function cardsOf(user: User) {
  const last4 = String(1000 + ((user.id * 1237) % 9000))
  const month = String(1 + (user.id % 12)).padStart(2, '0')
  return [
    {
      brand: user.billing === 'Manual - Paypal' ? 'PayPal' : 'Visa',
      last4,
      expires: `${month}/28`,
      primary: true,
    },
    {
      brand: 'Mastercard',
      last4: String(1000 + ((user.id * 4021) % 9000)),
      expires: `${month}/27`,
      primary: false,
    },
  ]
}

const ADDRESS_FIELDS: (keyof BillingAddress)[] = [
  'companyName',
  'billingEmail',
  'taxId',
  'vatNumber',
  'contact',
  'country',
  'address',
  'zip',
]

export function BillingTab({ user, settings }: { user: User; settings: UserSettings }) {
  const { t } = useTranslation('users')
  return (
    <Stack>
      <PlanCard user={user} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('users.billingTab.cards')}
        </Title>
        <Stack gap="sm">
          {cardsOf(user).map((card) => (
            <Group
              key={card.last4}
              justify="space-between"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Group gap="sm">
                <IconCreditCard size={28} aria-hidden />
                <div>
                  <Text fw={600} size="sm">
                    {card.brand} •••• {card.last4}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('users.billingTab.expires', { date: card.expires })}
                  </Text>
                </div>
              </Group>
              {card.primary && <Badge variant="light">{t('users.billingTab.primary')}</Badge>}
            </Group>
          ))}
        </Stack>
      </Card>
      <AddressCard key={JSON.stringify(settings.billingAddress)} settings={settings} />
    </Stack>
  )
}

function AddressCard({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('users')
  const update = useUpdateSettings()
  const form = useForm({
    initialValues: settings.billingAddress,
    validate: schemaValidate(addressSchema),
  })
  const submit = form.onSubmit((billingAddress) =>
    update.mutate(
      { id: settings.userId, settings: { billingAddress: addressSchema.parse(billingAddress) } },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('users.billingTab.saved') }),
      },
    ),
  )
  const label = (key: keyof BillingAddress) =>
    t(`users.billingTab.${key === 'address' ? 'address1' : key}`)
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} fz="lg" mb="md">
        {t('users.billingTab.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ADDRESS_FIELDS.map((key) => (
          <TextInput key={key} label={label(key)} {...form.getInputProps(key)} />
        ))}
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={update.isPending}>
          {t('users.billingTab.save')}
        </Button>
      </Group>
    </Card>
  )
}
