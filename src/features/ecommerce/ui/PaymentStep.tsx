import { Alert, Button, Card, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCash, IconCreditCard } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { FieldGrid } from './FieldGrid'
import { cardSchema, type PaymentInput } from '../ecommerce.schema'

type CardValues = z.input<typeof cardSchema>

interface Props {
  placing: boolean
  error: string | null
  onPlace: (payment: PaymentInput) => void
}

/** Step 3: a card (Luhn-checked number, expiry, CVV, name) or cash on delivery. */
export function PaymentStep({ placing, error, onPlace }: Props) {
  const { t } = useTranslation('ecommerce')
  const [method, setMethod] = useState<'card' | 'cod'>('card')
  const form = useForm<CardValues>({
    initialValues: { number: '', name: '', expiry: '', cvv: '' },
    validate: schemaValidate(cardSchema, {
      messages: {
        number: t('ecommerce.payment.errors.number'),
        name: t('ecommerce.payment.errors.name'),
        expiry: t('ecommerce.payment.errors.expiry'),
        cvv: t('ecommerce.payment.errors.cvv'),
      },
    }),
  })
  const submit = form.onSubmit((card) => onPlace({ method: 'card', card }))
  return (
    <Stack gap="lg">
      <Radio.Group
        label={
          <Title order={2} fz="h5">
            {t('ecommerce.payment.method')}
          </Title>
        }
        value={method}
        onChange={(value) => setMethod(value === 'cod' ? 'cod' : 'card')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          <Radio
            label={
              <>
                <IconCreditCard size={16} aria-hidden /> {t('ecommerce.payment.card')}
              </>
            }
            value="card"
          />
          <Radio
            label={
              <>
                <IconCash size={16} aria-hidden /> {t('ecommerce.payment.cod')}
              </>
            }
            value="cod"
          />
        </SimpleGrid>
      </Radio.Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {method === 'card' ? (
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="form"
          onSubmit={submit}
          aria-label={t('ecommerce.payment.card')}
          noValidate
        >
          <Stack gap="sm">
            <FieldGrid
              form={form}
              cols={1}
              fields={[
                {
                  name: 'number',
                  label: t('ecommerce.payment.number'),
                  inputMode: 'numeric',
                  autoComplete: 'cc-number',
                  placeholder: '4242 4242 4242 4242',
                },
                { name: 'name', label: t('ecommerce.payment.name'), autoComplete: 'cc-name' },
              ]}
            />
            <FieldGrid
              form={form}
              cols={2}
              fields={[
                {
                  name: 'expiry',
                  label: t('ecommerce.payment.expiry'),
                  placeholder: t('ecommerce.payment.expiryPlaceholder'),
                  autoComplete: 'cc-exp',
                },
                {
                  name: 'cvv',
                  label: t('ecommerce.payment.cvv'),
                  inputMode: 'numeric',
                  autoComplete: 'cc-csc',
                  maxLength: 4,
                },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t('ecommerce.payment.cardNote')}
            </Text>
            <Button type="submit" loading={placing}>
              {t('ecommerce.payment.placeOrder')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text>{t('ecommerce.payment.codNote')}</Text>
            <Button loading={placing} onClick={() => onPlace({ method: 'cod' })}>
              {t('ecommerce.payment.placeOrder')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
