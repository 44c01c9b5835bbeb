import { Anchor, Button, Drawer, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconExternalLink, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useRemoveEvent } from '../api/calendar.queries'
import type { CalendarEvent } from '../calendar.schema'
import { EventFormFields } from './EventFormFields'
import type { EventFormValues } from './event-form'
import { useEventForm } from './use-event-form'

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
  const { t } = useTranslation('calendar')
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
  const { t } = useTranslation('calendar')
  const { event } = target
  const remove = useRemoveEvent()
  const done = (message: string) => {
    notifications.show({ color: 'green', message })
    onDone()
  }
  const { form, submit, saving } = useEventForm({
    event,
    values: target.values,
    onSaved: (change) => done(t(change === 'added' ? 'calendar.added' : 'calendar.updated')),
  })

  const deleteEvent = async () => {
    if (!event) return
    const confirmed = await confirmDestructive({
      title: t('calendar.confirmTitle'),
      message: t('calendar.confirmBody', { title: event.title }),
      confirmLabel: t('calendar.delete'),
    })
    if (confirmed) remove.mutate(event.id, { onSuccess: () => done(t('calendar.deleted')) })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EventFormFields form={form} />
        {event?.url && (
          <Anchor href={event.url} target="_blank" rel="noopener noreferrer" fz="sm">
            <Group gap={4} component="span">
              {t('calendar.openLink')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
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
              loading={remove.isPending}
              onClick={() => void deleteEvent()}
            >
              {t('calendar.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
