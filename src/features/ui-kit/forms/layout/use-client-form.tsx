/**
 * The new client form each layout lays out: its state, its submit (checked, then a pretend save
 * with a notification) and its fields, built once and placed by the layout.
 */
import { Select, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import type { FormEvent, ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { blurWhenChanged, codedValidate, focusOnFailure, pretendSave } from '../form-kit'
import {
  CLIENT_TYPES,
  CONTACT_BY,
  EMPTY_CLIENT,
  clientSchema,
  type ClientField,
  type ClientValues,
} from './layout.schema'

/** `classNames` puts the horizontal layout's classes on every field's wrapper and label. */
export function useClientForm(classNames?: { root?: string; label?: string }) {
  const { t: k } = useTranslation('ui-kit/forms-layout', { keyPrefix: 'uiKit.forms-layout' })
  const form = useForm<ClientValues>({
    initialValues: EMPTY_CLIENT,
    validate: codedValidate(clientSchema, (code) => k(`errors.${code}`)),
    ...blurWhenChanged<ClientValues>(),
  })
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (values) => {
      await pretendSave()
      notifications.show({ color: 'teal', message: k('saved', { name: values.fullName.trim() }) })
      form.reset()
    }, focusOnFailure)(event)

  const common = (field: ClientField) => ({
    label: k(`fields.${field}`),
    classNames,
    ...form.getInputProps(field),
  })
  const text = (field: ClientField, extra: Record<string, string | boolean> = {}) => (
    <TextInput withAsterisk {...common(field)} {...extra} />
  )
  const fields: Record<ClientField, ReactElement> = {
    fullName: text('fullName', { autoComplete: 'name' }),
    clientType: (
      <Select
        withAsterisk
        allowDeselect={false}
        data={CLIENT_TYPES.map((value) => ({ value, label: k(`clientTypes.${value}`) }))}
        {...common('clientType')}
      />
    ),
    taxId: text('taxId', { description: k('fields.taxIdHint') }),
    email: text('email', { type: 'email', autoComplete: 'email' }),
    phone: text('phone', { type: 'tel', autoComplete: 'tel' }),
    contactBy: (
      <Select
        withAsterisk
        allowDeselect={false}
        data={CONTACT_BY.map((value) => ({ value, label: k(`contactBy.${value}`) }))}
        {...common('contactBy')}
      />
    ),
    street: text('street', { autoComplete: 'street-address' }),
    city: text('city', { autoComplete: 'address-level2' }),
    postcode: text('postcode', { autoComplete: 'postal-code', inputMode: 'numeric' }),
    notes: (
      <Textarea autosize minRows={2} description={k('fields.notesHint')} {...common('notes')} />
    ),
  }
  return { form, submit, fields, k }
}
