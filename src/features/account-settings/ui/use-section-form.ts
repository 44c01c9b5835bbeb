/**
 * One form per section of the account: @mantine/form checked by the contract's schema (each
 * field's problem in the reader's words), saved with `POST /account-setting/update`, and the
 * API's refusals put on their fields (`data.email` → `email`). The saved section lands in the
 * cached account, and the screens key each form by its stored values, so a saved form starts
 * afresh from what is stored ("Reset" goes back to it).
 */
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate, type FormSchema } from '@/shared/ui/form/schema-validate'
import { useUpdateSection } from '../api/account-settings.queries'
import type { Update, UpdateAnswer } from '../account-settings.schema'

export interface SectionFormOptions<Values extends object> {
  initial: Values
  schema: FormSchema
  /** The request for the form's values (`{ section: 'info', data }`). */
  toUpdate: (values: Values) => Update
  /** Translated messages by field, shown instead of the contract's English ones. */
  messages?: Readonly<Record<string, string>>
  /** Translated messages for the API's own refusals, by their English text. */
  refusals?: Readonly<Record<string, string>>
  onSaved?: (answer: UpdateAnswer) => void
}

export function useSectionForm<Values extends object>({
  initial,
  schema,
  toUpdate,
  messages = {},
  refusals = {},
  onSaved,
}: SectionFormOptions<Values>) {
  const { t } = useTranslation('account-settings')
  const save = useUpdateSection()
  const form = useForm<Values>({
    initialValues: initial,
    validate: schemaValidate<Values>(schema, { messages }),
  })
  const fields = Object.keys(initial)
  // Awaited rather than given callbacks: saving re-keys the form with the stored values, and a
  // mutation's own callbacks are dropped once the form that started it has gone.
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(toUpdate(values))
      notifications.show({ color: 'green', message: t('accountSettings.saved') })
      onSaved?.(answer)
    } catch (error) {
      const errors = fieldErrorsFrom(error, { fields, prefix: 'data.' })
      const said = Object.entries(errors).map(([field, message]) => [
        field,
        refusals[message] ?? messages[field] ?? message,
      ])
      if (said.length) form.setErrors(Object.fromEntries(said))
      else notifications.show({ color: 'red', message: t('accountSettings.errors.save') })
    }
  })
  return { form, submit, saving: save.isPending }
}
