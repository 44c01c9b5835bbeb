import {
  Button,
  Card,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddAddress, useAddresses } from '../api/ecommerce.queries'
import { AddressLines } from './AddressLines'
import { FieldGrid } from './FieldGrid'
import { addressSchema, type Address, type SavedAddress } from '../ecommerce.schema'
import dataText from './data-text.module.css'

interface Props {
  value: Address | null
  onChoose: (address: Address) => void
}

const EMPTY: Address = {
  fullName: '',
  phone: '',
  street: '',
  city: '',
  zip: '',
  country: '',
  kind: 'home',
}
const strip = ({ id: _id, ...address }: SavedAddress): Address => address

/** Step 2: pick a saved address, or enter (and save) a new one. */
export function AddressStep({ value, onChoose }: Props) {
  const { t } = useTranslation('ecommerce')
  const addresses = useAddresses().data ?? []
  const addAddress = useAddAddress()
  const form = useForm<Address>({
    initialValues: EMPTY,
    validate: schemaValidate(addressSchema, {
      messages: {
        fullName: t('ecommerce.address.errors.fullName'),
        phone: t('ecommerce.address.errors.phone'),
        street: t('ecommerce.address.errors.street'),
        city: t('ecommerce.address.errors.city'),
        zip: t('ecommerce.address.errors.zip'),
        country: t('ecommerce.address.errors.country'),
      },
    }),
  })
  const chosen = addresses.find((item) => JSON.stringify(strip(item)) === JSON.stringify(value))
  return (
    <Stack gap="lg">
      {addresses.length > 0 && (
        <Radio.Group
          label={
            <Title order={2} fz="h5">
              {t('ecommerce.address.saved')}
            </Title>
          }
          value={chosen ? String(chosen.id) : null}
          onChange={(id) => {
            const picked = addresses.find((item) => String(item.id) === id)
            if (picked) onChoose(strip(picked))
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {addresses.map((address) => (
              <Radio.Card
                key={address.id}
                value={String(address.id)}
                radius="md"
                p="md"
                aria-label={`${address.fullName}, ${address.street}, ${address.city}`}
              >
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text fw={600} dir="auto" className={dataText.data}>
                      {address.fullName} · {t(`ecommerce.address.kinds.${address.kind}`)}
                    </Text>
                    <AddressLines address={address} />
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="form"
        aria-labelledby="new-address-title"
        onSubmit={form.onSubmit(async (address) => {
          await addAddress.mutateAsync(address)
          onChoose(address)
          form.reset()
        })}
      >
        <Stack gap="sm">
          <Title order={2} fz="h5" id="new-address-title">
            {t('ecommerce.address.new')}
          </Title>
          <FieldGrid
            form={form}
            fields={[
              { name: 'fullName', label: t('ecommerce.address.fullName'), autoComplete: 'name' },
              {
                name: 'phone',
                label: t('ecommerce.address.phone'),
                autoComplete: 'tel',
                type: 'tel',
              },
              {
                name: 'street',
                label: t('ecommerce.address.street'),
                autoComplete: 'street-address',
              },
              { name: 'city', label: t('ecommerce.address.city'), autoComplete: 'address-level2' },
              { name: 'zip', label: t('ecommerce.address.zip'), autoComplete: 'postal-code' },
              {
                name: 'country',
                label: t('ecommerce.address.country'),
                autoComplete: 'country-name',
              },
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="address-kind-label">
              {t('ecommerce.address.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="address-kind-label"
              data={[
                { value: 'home', label: t('ecommerce.address.kinds.home') },
                { value: 'office', label: t('ecommerce.address.kinds.office') },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={addAddress.isPending}>
              {t('ecommerce.address.saveAndUse')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  )
}
