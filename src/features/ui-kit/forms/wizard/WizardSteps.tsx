/** The fields of each step of the new policy wizard; the review lists what was typed. */
import { Checkbox, NumberInput, Select, SimpleGrid, Table, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { euroAffix, formatMoney, numberSeparators, today } from '../form-kit'
import { EXCESSES, PLANS, quotePremium, type WizardValues } from './wizard.schema'

type Form = UseFormReturnType<WizardValues>

function useText() {
  const { t, i18n } = useTranslation('ui-kit/forms-wizard')
  return { k: (key: string) => t(`uiKit.forms-wizard.${key}`), language: i18n.language }
}

export function HolderStep({ form }: { form: Form }) {
  const { k } = useText()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={k('fields.fullName')}
        autoComplete="name"
        withAsterisk
        {...form.getInputProps('fullName')}
      />
      <TextInput
        label={k('fields.email')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <TextInput
        label={k('fields.phone')}
        description={k('fields.phoneHint')}
        type="tel"
        autoComplete="tel"
        withAsterisk
        {...form.getInputProps('phone')}
      />
    </SimpleGrid>
  )
}

export function VehicleStep({ form }: { form: Form }) {
  const { k, language } = useText()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={k('fields.plate')}
        description={k('fields.plateHint')}
        withAsterisk
        {...form.getInputProps('plate')}
      />
      <TextInput label={k('fields.make')} withAsterisk {...form.getInputProps('make')} />
      <NumberInput
        label={k('fields.year')}
        allowDecimal={false}
        min={1980}
        withAsterisk
        {...form.getInputProps('year')}
      />
      <NumberInput
        label={k('fields.value')}
        description={k('fields.valueHint')}
        allowNegative={false}
        {...numberSeparators(language)}
        {...euroAffix(language)}
        withAsterisk
        {...form.getInputProps('value')}
      />
    </SimpleGrid>
  )
}

export function CoverageStep({ form }: { form: Form }) {
  const { k, language } = useText()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={k('fields.plan')}
        data={PLANS.map((plan) => ({ value: plan, label: k(`plans.${plan}`) }))}
        withAsterisk
        {...form.getInputProps('plan')}
      />
      <Select
        label={k('fields.excess')}
        description={k('fields.excessHint')}
        data={EXCESSES.map((excess) => ({
          value: excess,
          label: formatMoney(Number(excess), language),
        }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('excess')}
      />
      <DatePickerInput
        label={k('fields.startDate')}
        minDate={today()}
        valueFormat="LL"
        withAsterisk
        {...form.getInputProps('startDate')}
      />
    </SimpleGrid>
  )
}

export function ReviewStep({ form }: { form: Form }) {
  const { k, language } = useText()
  const v = form.values
  const rows: [string, string][] = [
    [k('fields.fullName'), v.fullName],
    [k('fields.email'), v.email],
    [k('fields.phone'), v.phone],
    [k('fields.plate'), v.plate.toUpperCase()],
    [k('fields.make'), `${v.make} · ${v.year}`],
    [k('fields.value'), formatMoney(Number(v.value), language)],
    [k('fields.plan'), v.plan ? k(`plans.${v.plan}`) : ''],
    [k('fields.excess'), formatMoney(Number(v.excess), language)],
    [k('fields.startDate'), v.startDate ? formatDay(v.startDate, language) : ''],
    [k('review.premium'), formatMoney(quotePremium(v.plan, Number(v.value), v.excess), language)],
  ]
  return (
    <>
      <Table
        variant="vertical"
        withTableBorder
        aria-label={k('review.tableLabel')}
        data-testid="wizard-review"
      >
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Checkbox
        label={k('fields.confirm')}
        {...form.getInputProps('confirm', { type: 'checkbox' })}
      />
    </>
  )
}
