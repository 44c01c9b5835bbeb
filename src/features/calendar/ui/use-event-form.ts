/**
 * The event drawer's form: @mantine/form checked by the contract's schema, saved with add- or
 * update-event; the API's field errors land on their fields.
 */
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddEvent, useUpdateEvent } from '../api/calendar.queries'
import type { CalendarEvent } from '../calendar.schema'
import { EVENT_FORM_FIELDS, eventFormSchema, formToInput, type EventFormValues } from './event-form'

interface Options {
  /** The event being edited; none when adding. */
  event?: CalendarEvent
  values: EventFormValues
  onSaved: (change: 'added' | 'updated') => void
}

export function useEventForm({ event, values, onSaved }: Options) {
  const { t } = useTranslation('calendar')
  const add = useAddEvent()
  const update = useUpdateEvent()
  const form = useForm<EventFormValues>({
    initialValues: values,
    validate: schemaValidate(eventFormSchema, {
      messages: {
        title: t('calendar.errors.required'),
        start: t('calendar.errors.required'),
        end: t('calendar.errors.endBeforeStart'),
        url: t('calendar.errors.badUrl'),
      },
    }),
  })

  const showApiErrors = (error: Error) =>
    form.setErrors(fieldErrorsFrom(error, { fields: EVENT_FORM_FIELDS, prefix: 'event.' }))

  const submit = form.onSubmit((submitted) => {
    const input = formToInput(submitted)
    if (event)
      update.mutate(
        { ...input, id: event.id },
        { onSuccess: () => onSaved('updated'), onError: showApiErrors },
      )
    else add.mutate(input, { onSuccess: () => onSaved('added'), onError: showApiErrors })
  })

  return { form, submit, saving: add.isPending || update.isPending }
}
