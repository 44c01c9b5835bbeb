import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { billingAddressSchema, type BillingAddress } from '../../account-billing.schema'
import { countryOptions } from '../account/countries'
import { SaveResetButtons } from '../SaveResetButtons'
import { useSectionForm } from '../use-section-form'

const FIELDS: ReadonlyArray<readonly [keyof BillingAddress, string]> = [
  ['companyName', 'organization'],
  ['billingEmail', 'email'],
  ['taxId', 'off'],
  ['vatNumber', 'off'],
  ['phone', 'tel'],
  ['address', 'street-address'],
  ['state', 'address-level1'],
  ['zip', 'postal-code'],
]

/** Where the invoices go: the company, its tax numbers and its address. */
export function BillingAddressForm({ address }: { address: BillingAddress }) {
  const { t, i18n } = useTranslation('account-settings')
  const tooLong = (max: number) => t('accountSettings.errors.tooLong', { max })
  const { form, submit, saving } = useSectionForm({
    toUpdate: (data) => ({ section: 'billingAddress', data }),
    initial: address,
    schema: billingAddressSchema,
    messages: {
      companyName: tooLong(120),
      billingEmail: t('accountSettings.errors.email'),
      taxId: tooLong(40),
      vatNumber: tooLong(40),
      phone: t('accountSettings.errors.phone'),
      country: tooLong(80),
      address: tooLong(200),
      state: tooLong(80),
      zip: t('accountSettings.errors.zip'),
    },
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(([name, autoComplete]) => (
            <TextInput
              key={name}
              label={t(`accountSettings.address.${name}`)}
              autoComplete={autoComplete}
              required={name === 'billingEmail'}
              type={name === 'billingEmail' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              {...form.getInputProps(name)}
            />
          ))}
          <Select
            label={t('accountSettings.address.country')}
            data={countryOptions(i18n.language, form.values.country)}
            searchable
            clearable
            {...form.getInputProps('country')}
            value={form.values.country || null}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
        </SimpleGrid>
        <SaveResetButtons form={form} saving={saving} />
      </Stack>
    </form>
  )
}
