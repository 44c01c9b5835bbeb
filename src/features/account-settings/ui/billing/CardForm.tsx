import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useAddCard } from '../../api/account-settings.queries'
import { cardBrand } from '../../account-billing.schema'
import { BrandIcon } from './BrandIcon'
import {
  blankCard,
  cardMessages,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardValues,
} from './card-input'

interface Props {
  onDone: () => void
  onCancel: () => void
}

const FIELDS = ['number', 'name', 'expiry', 'cvv']

/** A new card: checked as the API checks it (Luhn, expiry, CVV); only brand and last four are kept. */
export function CardForm({ onDone, onCancel }: Props) {
  const { t } = useTranslation('account-settings')
  const add = useAddCard()
  const messages = cardMessages(t)
  const form = useForm<CardValues>({ initialValues: blankCard, validate: validateCard(t) })
  const submit = form.onSubmit(({ isDefault, ...card }) =>
    add.mutate(
      { card, isDefault },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('accountSettings.card.added') })
          form.reset()
          onDone()
        },
        onError: (error) => {
          const refused = fieldErrorsFrom(error, { fields: FIELDS, prefix: 'card.' })
          const byField = new Map(Object.entries(messages))
          const said = Object.keys(refused).map((field) => [field, byField.get(field)])
          if (said.length) form.setErrors(Object.fromEntries(said))
          else notifications.show({ color: 'red', message: t('accountSettings.errors.save') })
        },
      },
    ),
  )
  const number = form.getInputProps('number')
  return (
    <form onSubmit={submit} noValidate data-testid="card-form">
      <Stack gap="md">
        <TextInput
          label={t('accountSettings.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          rightSection={
            form.values.number ? (
              <BrandIcon brand={cardBrand(form.values.number)} size={24} />
            ) : null
          }
          {...number}
          onChange={(event) =>
            form.setFieldValue('number', formatCardNumber(event.currentTarget.value))
          }
        />
        <TextInput
          label={t('accountSettings.card.name')}
          autoComplete="cc-name"
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('accountSettings.card.expiry')}
            placeholder={t('accountSettings.card.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            {...form.getInputProps('expiry')}
            onChange={(event) =>
              form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))
            }
          />
          <TextInput
            label={t('accountSettings.card.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...form.getInputProps('cvv')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('accountSettings.card.makeDefault')}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('accountSettings.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('accountSettings.card.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
