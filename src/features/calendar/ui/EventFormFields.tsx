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
import { useTranslation } from 'react-i18next'
import { DESCRIPTION_MAX, LOCATION_MAX, TITLE_MAX, type CalendarKind } from '../calendar.schema'
import { ALL_KINDS, KIND_COLOURS } from './calendar-kinds'
import { toggleAllDay, type EventFormErrors, type EventFormValues } from './event-form'
import { GUESTS, avatarOf } from './people'

interface Props {
  values: EventFormValues
  errors: EventFormErrors
  onChange: (values: EventFormValues) => void
}

const isKind = (value: string | null): value is CalendarKind =>
  ALL_KINDS.some((kind) => kind === value)

/** The event's fields; dates are pickers, days only when the event lasts all day. */
export function EventFormFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation()
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    onChange({ ...values, [key]: value })
  const error = (key: keyof EventFormErrors) => {
    const found = errors[key]
    return found ? t(`calendar.errors.${found}`) : undefined
  }
  const dateProps = (key: 'start' | 'end') => ({
    label: t(`calendar.fields.${key}`),
    value: values[key],
    onChange: (value: string | null) => set(key, value),
    error: error(key),
    required: key === 'start',
    clearable: key === 'end',
    minDate: key === 'end' ? (values.start ?? undefined) : undefined,
  })

  return (
    <Stack gap="md">
      <TextInput
        label={t('calendar.fields.title')}
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={error('title')}
        maxLength={TITLE_MAX}
        required
        data-autofocus
      />
      <Select
        label={t('calendar.fields.kind')}
        data={ALL_KINDS.map((kind) => ({ value: kind, label: t(`calendar.kind.${kind}`) }))}
        value={values.calendar}
        onChange={(value) => isKind(value) && set('calendar', value)}
        allowDeselect={false}
        leftSection={<ColorSwatch color={KIND_COLOURS[values.calendar].color} size={14} />}
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
        onChange={(event) => onChange(toggleAllDay(values, event.currentTarget.checked))}
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
        value={values.url}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={error('url')}
      />
      <MultiSelect
        label={t('calendar.fields.guests')}
        data={[...new Set([...GUESTS.map((guest) => guest.name), ...values.guests])]}
        value={values.guests}
        onChange={(guests) => set('guests', guests)}
        searchable
        hidePickedOptions
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatarOf(option.value)} size={24} alt="" />
            <Text fz="sm">{option.value}</Text>
          </Group>
        )}
      />
      <TextInput
        label={t('calendar.fields.location')}
        value={values.location}
        onChange={(event) => set('location', event.currentTarget.value)}
        maxLength={LOCATION_MAX}
      />
      <Textarea
        label={t('calendar.fields.description')}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        maxLength={DESCRIPTION_MAX}
        autosize
        minRows={3}
        maxRows={8}
      />
    </Stack>
  )
}
