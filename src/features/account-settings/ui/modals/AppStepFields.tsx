import { Group, Radio, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { useAccount } from '../../api/account-settings.queries'
import { APP_CATEGORIES, APP_PLANS, DATABASES, FRAMEWORKS } from '../../modal-examples.schema'
import type { AppValues } from './create-app-form'

type Form = UseFormReturnType<AppValues>
type ChoiceField = 'category' | 'framework' | 'database'

/** Where each choice's names and descriptions are among the strings. */
const OPTIONS_KEY: Record<ChoiceField, string> = {
  category: 'categories',
  framework: 'frameworks',
  database: 'databases',
}
const optionName = (field: ChoiceField, option: string) =>
  `accountSettings.modals.app.${OPTIONS_KEY[field]}.${option}.name`

/** A choice among a few, each a card with its name and what it is for. */
function Choices({
  form,
  field,
  options,
}: {
  form: Form
  field: ChoiceField
  options: readonly string[]
}) {
  const { t } = useTranslation('account-settings')
  return (
    <Radio.Group label={t(`accountSettings.modals.app.${field}`)} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {options.map((option) => (
          <Radio.Card key={option} value={option} p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {t(optionName(field, option))}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`accountSettings.modals.app.${OPTIONS_KEY[field]}.${option}.about`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}

function BillingStep({ form }: { form: Form }) {
  const { t } = useTranslation('account-settings')
  const cards = useAccount().data?.billing.paymentMethods ?? []
  return (
    <Stack gap="md">
      <Radio.Group label={t('accountSettings.modals.app.plan')} {...form.getInputProps('plan')}>
        <Group mt="xs">
          {APP_PLANS.map((plan) => (
            <Radio key={plan} value={plan} label={t(`accountSettings.modals.app.plans.${plan}`)} />
          ))}
        </Group>
      </Radio.Group>
      {form.values.plan !== 'basic' && (
        <Select
          label={t('accountSettings.modals.app.card')}
          placeholder={cards.length ? undefined : t('accountSettings.card.none')}
          data={cards.map((card) => ({
            value: String(card.id),
            label: t('accountSettings.card.label', {
              brand: t(`accountSettings.card.brand.${card.brand}`),
              last4: card.last4,
            }),
          }))}
          {...form.getInputProps('paymentMethodId')}
        />
      )}
    </Stack>
  )
}

export function AppStepFields({ step, form }: { step: string; form: Form }) {
  const { t } = useTranslation('account-settings')
  if (step === 'details')
    return (
      <Stack gap="md" mt="md">
        <TextInput
          label={t('accountSettings.modals.app.name')}
          {...form.getInputProps('name')}
          data-autofocus
        />
        <Choices form={form} field="category" options={APP_CATEGORIES} />
      </Stack>
    )
  if (step === 'framework') return <Choices form={form} field="framework" options={FRAMEWORKS} />
  if (step === 'database') return <Choices form={form} field="database" options={DATABASES} />
  return <BillingStep form={form} />
}

/** The review before submitting: every choice, in the reader's words. */
export function AppSummary({ values }: { values: AppValues }) {
  const { t } = useTranslation('account-settings')
  const rows: Array<[string, string]> = [
    [t('accountSettings.modals.app.name'), values.name],
    [t('accountSettings.modals.app.category'), t(optionName('category', values.category))],
    [t('accountSettings.modals.app.framework'), t(optionName('framework', values.framework))],
    [t('accountSettings.modals.app.database'), t(optionName('database', values.database))],
    [t('accountSettings.modals.app.plan'), t(`accountSettings.modals.app.plans.${values.plan}`)],
  ]
  return (
    <Table mt="md" variant="vertical" withTableBorder data-testid="app-summary">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={160}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
