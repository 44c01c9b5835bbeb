import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddClient } from '../api/invoice.queries'
import { clientSchema, type Client } from '../invoice.schema'

const FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const
const blank: Client = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
}

interface Props {
  opened: boolean
  onClose: () => void
  onAdded: (client: Client) => void
}

/** "Add new client" from the invoice form: saved with `POST /api/invoice/clients`. */
export function ClientModal({ opened, onClose, onAdded }: Props) {
  const { t } = useTranslation('invoice')
  const add = useAddClient()
  const form = useForm<Client>({
    initialValues: blank,
    validate: schemaValidate<Client>(clientSchema, {
      messages: {
        name: t('invoice.errors.required'),
        companyEmail: t('invoice.errors.email'),
      },
    }),
  })
  const submit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: ({ id: _id, ...client }) => {
        form.reset()
        onAdded(client)
      },
      onError: (error) =>
        form.setErrors(fieldErrorsFrom(error, { fields: FIELDS, prefix: 'client.' })),
    }),
  )

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invoice.client.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('invoice.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`invoice.client.${field}`)}
                withAsterisk={field === 'name' || field === 'companyEmail'}
                type={field === 'companyEmail' ? 'email' : 'text'}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('invoice.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('invoice.client.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
