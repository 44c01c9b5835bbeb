/**
 * The "create a key" form: @mantine/form checked by the contract (translated messages), the API's
 * refusals on their fields, and the secret of a made key handed to the screen (not the cache).
 */
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useCreateApiKey } from '../api/api-keys.queries'
import {
  NAME_TAKEN,
  createApiKeySchema,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../api-keys.schema'

export interface KeyFormValues {
  name: string
  scopes: ApiKeyScope[]
}

const FIELDS = ['name', 'scopes'] as const

export function useCreateKeyForm() {
  const { t } = useTranslation('api-keys')
  const create = useCreateApiKey()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const form = useForm<KeyFormValues>({
    initialValues: { name: '', scopes: [] },
    validate: schemaValidate<KeyFormValues>(createApiKeySchema, {
      messages: {
        name: t('apiKeys.form.nameRequired'),
        scopes: t('apiKeys.form.scopesRequired'),
      },
      fields: FIELDS,
    }),
  })

  const refused = (error: Error) => {
    const errors = fieldErrorsFrom(error, { fields: FIELDS })
    if (isApiError(error) && error.fields.name === NAME_TAKEN)
      errors.name = t('apiKeys.form.nameTaken')
    if (Object.keys(errors).length > 0) form.setErrors(errors)
    else notifications.show({ color: 'red', message: t('apiKeys.errors.create') })
  }

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        setCreated(answer)
        form.reset()
      },
      onError: refused,
    }),
  )

  return {
    form,
    submit,
    saving: create.isPending,
    created,
    /** Forgets the secret: once the dialog closes it is gone for good. */
    dismiss: () => setCreated(null),
  }
}
