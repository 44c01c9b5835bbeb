import { Alert, Anchor, Button, Drawer, Group, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconExternalLink, IconTrash } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAddEvent, useRemoveEvent, useUpdateEvent } from '../api/calendar.queries'
import type { CalendarEvent } from '../calendar.schema'
import { ConfirmDelete } from './ConfirmDelete'
import { EventFormFields } from './EventFormFields'
import { formToInput, validateForm, type EventFormErrors, type EventFormValues } from './event-form'

export interface DrawerTarget {
  /** The event being edited; none when adding. */
  event?: CalendarEvent
  values: EventFormValues
}

interface Props {
  target: DrawerTarget | null
  onClose: () => void
}

/** Adds or edits an event; an edited event can be deleted, after a confirmation. */
export function EventDrawer({ target, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t(target?.event ? 'calendar.editTitle' : 'calendar.addTitle')}
    >
      {target && <EventForm key={target.event?.id ?? 'new'} target={target} onDone={onClose} />}
    </Drawer>
  )
}

function EventForm({ target, onDone }: { target: DrawerTarget; onDone: () => void }) {
  const { t } = useTranslation()
  const [values, setValues] = useState(target.values)
  const [errors, setErrors] = useState<EventFormErrors>({})
  const [confirming, confirm] = useDisclosure(false)
  const add = useAddEvent()
  const update = useUpdateEvent()
  const remove = useRemoveEvent()
  const { event } = target
  const saving = add.isPending || update.isPending
  const failed = add.error ?? update.error

  const done = (message: string) => {
    notifications.show({ color: 'green', message })
    onDone()
  }

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    const found = validateForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const input = formToInput(values)
    if (event)
      update.mutate({ ...input, id: event.id }, { onSuccess: () => done(t('calendar.updated')) })
    else add.mutate(input, { onSuccess: () => done(t('calendar.added')) })
  }

  const deleteEvent = () => {
    if (!event) return
    remove.mutate(event.id, {
      onSuccess: () => {
        confirm.close()
        done(t('calendar.deleted'))
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EventFormFields
          values={values}
          errors={errors}
          onChange={(next) => {
            setValues(next)
            if (Object.keys(errors).length > 0) setErrors(validateForm(next))
          }}
        />
        {event?.url && (
          <Anchor href={event.url} target="_blank" rel="noopener noreferrer" fz="sm">
            <Group gap={4} component="span">
              {t('calendar.openLink')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {failed.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {t(event ? 'calendar.save' : 'calendar.create')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('calendar.cancel')}
            </Button>
          </Group>
          {event && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={confirm.open}
            >
              {t('calendar.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        title={event?.title ?? ''}
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={confirm.close}
        onConfirm={deleteEvent}
      />
    </form>
  )
}
