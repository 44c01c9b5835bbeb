/**
 * The compose window's form: recipients, subject and files on @mantine/form, checked by the
 * contract's draft rules as they are typed and by its send rules on Send; the message itself
 * lives in the rich-text editor. The API's field errors land on their fields.
 */
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { draftInputSchema, sendInputSchema } from '../email.schema'
import type { ComposeDraft } from './compose-draft'

const picked = { to: true, cc: true, bcc: true, subject: true, attachments: true } as const
const draftRules = draftInputSchema.pick(picked)
const sendRules = sendInputSchema.pick(picked)

export type ComposeValues = Required<z.input<typeof draftRules>>
export type ComposeMode = 'send' | 'draft'

/** Every field an error may name; the message's errors show under the editor. */
export const COMPOSE_FIELDS = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments'] as const

export function useComposeForm(draft: ComposeDraft) {
  const { t } = useTranslation('email')
  const invalidAddress = t('email.invalidAddress')
  const options = {
    messages: { 'to.*': invalidAddress, 'cc.*': invalidAddress, 'bcc.*': invalidAddress },
    fields: COMPOSE_FIELDS,
  }
  const form = useForm<ComposeValues>({
    initialValues: {
      to: draft.to,
      cc: draft.cc,
      bcc: draft.bcc,
      subject: draft.subject,
      attachments: draft.attachments,
    },
    validate: schemaValidate(draftRules, options),
    // A mistyped address is flagged as soon as it becomes a tag.
    validateInputOnChange: ['to', 'cc', 'bcc'],
  })

  /** Checks the values for a send or a save; false (errors shown) if they would be refused. */
  const check = (mode: ComposeMode) => {
    const errors = schemaValidate(
      mode === 'send' ? sendRules : draftRules,
      options,
    )(form.getValues())
    form.setErrors(errors)
    return Object.keys(errors).length === 0
  }

  const showApiErrors = (error: Error) =>
    form.setErrors(fieldErrorsFrom(error, { fields: COMPOSE_FIELDS }))

  return { form, check, showApiErrors }
}
