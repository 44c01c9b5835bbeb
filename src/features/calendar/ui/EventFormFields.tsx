import {
  Avatar,
  ColorSwatch,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { DESCRIPTION_MAX, LOCATION_MAX, TITLE_MAX, type CalendarKind } from '../calendar.schema'
import { ALL_KINDS, KIND_COLOURS } from './calendar-kinds'
import { toggleAllDay, type EventFormValues } from './event-form'
import { useGuestList } from './people'

interface Props {
  form: UseFormReturnType<EventFormValues>
}

const isKind = (value: string | null): value is CalendarKind =>
  ALL_KINDS.some((kind) => kind === value)

/** The event's fields; dates are pickers, days only when the event lasts all day. */
export function EventFormFields({ form }: Props) {
  const { t } = useTranslation('calendar')
  const { guests, avatarOf } = useGuestList()
  const { values } = form
  const kind = values.extendedProps.calendar
  const dateProps = (key: 'start' | 'end') => ({
    label: t(`calendar.fields.${key}`),
    ...form.getInputProps(key),
    required: key === 'start',
    clearable: key === 'end',
    minDate: key === 'end' ? (values.start ?? undefined) : undefined,
  })

  return (
    <Stack gap="md">
      <TextInput
        label={t('calendar.fields.title')}
        {...form.getInputProps('title')}
        maxLength={TITLE_MAX}
        required
        data-autofocus
      />
      <Select
        label={t('calendar.fields.kind')}
        data={ALL_KINDS.map((kind) => ({ value: kind, label: t(`calendar.kind.${kind}`) }))}
        {...form.getInputProps('extendedProps.calendar')}
        onChange={(value) => isKind(value) && form.setFieldValue('extendedProps.calendar', value)}
        allowDeselect={false}
        leftSection={<ColorSwatch color={KIND_COLOURS[kind].color} size={14} />}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch
              color={isKind(option.value) ? KIND_COLOURS[option.value].color : ''}
              size={14}
            />
            <Text fz="sm">{option.label}</Text>
          </Group>
        )}
      />
      <Switch
        label={t('calendar.fields.allDay')}
        checked={values.allDay}
        onChange={(event) => form.setValues(toggleAllDay(values, event.currentTarget.checked))}
      />
      {values.allDay ? (
        <>
          <DatePickerInput {...dateProps('start')} valueFormat="D MMM YYYY" />
          <DatePickerInput {...dateProps('end')} valueFormat="D MMM YYYY" />
        </>
      ) : (
        <>
          <DateTimePicker {...dateProps('start')} valueFormat="D MMM YYYY, HH:mm" />
          <DateTimePicker {...dateProps('end')} valueFormat="D MMM YYYY, HH:mm" />
        </>
      )}
      <TextInput
        label={t('calendar.fields.url')}
        type="url"
        placeholder="https://"
        {...form.getInputProps('url')}
      />
      <MultiSelect
        label={t('calendar.fields.guests')}
        data={[...new Set([...guests.map((guest) => guest.name), ...values.extendedProps.guests])]}
        {...form.getInputProps('extendedProps.guests')}
        searchable
        hidePickedOptions
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatarOf(option.value)} name={option.value} size={24} alt="" />
            <Text fz="sm">{option.value}</Text>
          </Group>
        )}
      />
      <TextInput
        label={t('calendar.fields.location')}
        {...form.getInputProps('extendedProps.location')}
        maxLength={LOCATION_MAX}
      />
      <Textarea
        label={t('calendar.fields.description')}
        {...form.getInputProps('extendedProps.description')}
        maxLength={DESCRIPTION_MAX}
        autosize
        minRows={3}
        maxRows={8}
      />
    </Stack>
  )
}
