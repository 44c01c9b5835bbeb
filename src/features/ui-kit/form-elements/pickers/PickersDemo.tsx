import { SimpleGrid, Stack, Text } from '@mantine/core'
import {
  DatePicker,
  DatePickerInput,
  DateTimePicker,
  TimeInput,
  TimePicker,
  type DatesRangeValue,
} from '@mantine/dates'
import { IconCalendar, IconCalendarEvent, IconClock } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { DemoSection } from '../../ui/DemoSection'
import { calendarLabels } from './calendar-labels'
import { dayFrom } from './policy-period'
import { PolicyPeriodForm } from './PolicyPeriodForm'

/** Inspections happen on working days only. */
const weekend = (day: string) => [0, 6].includes(dayjs(day).day())

/** Dates and times in the reader's language, the week starting where they start it. */
export function Demo() {
  return (
    <LocalDates>
      <Pickers />
    </LocalDates>
  )
}

function Pickers() {
  const { t, i18n } = useTranslation('ui-kit/form-elements-pickers')
  const { t: k } = useTranslation('ui-kit/form-elements-pickers', {
    keyPrefix: 'uiKit.form-elements-pickers',
  })
  const labels = calendarLabels(t)
  const today = dayFrom(0)
  const [trip, setTrip] = useState<DatesRangeValue<string>>([dayFrom(14), dayFrom(28)])
  const [renewal, setRenewal] = useState<string | null>(dayFrom(30))
  const calendar = <IconCalendar size={16} aria-hidden />
  const clock = <IconClock size={16} aria-hidden />

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('single.title')} description={k('single.description')}>
        <DatePickerInput
          label={k('single.label')}
          placeholder={k('single.placeholder')}
          description={k('single.hint')}
          leftSection={calendar}
          ariaLabels={labels}
          minDate={today}
          maxDate={dayFrom(90)}
          clearable
          clearButtonProps={{ 'aria-label': k('single.clear') }}
        />
      </DemoSection>
      <DemoSection title={k('range.title')} description={k('range.description')}>
        <DatePickerInput
          type="range"
          label={k('range.label')}
          description={k('range.hint')}
          leftSection={calendar}
          ariaLabels={labels}
          value={trip}
          onChange={setTrip}
          minDate={today}
          maxDate={dayFrom(365)}
          numberOfColumns={1}
        />
      </DemoSection>
      <DemoSection title={k('multiple.title')} description={k('multiple.description')}>
        <DatePickerInput
          type="multiple"
          label={k('multiple.label')}
          description={k('multiple.hint')}
          placeholder={k('multiple.placeholder')}
          leftSection={calendar}
          ariaLabels={labels}
          minDate={today}
          excludeDate={weekend}
          valueFormat="D MMM"
        />
      </DemoSection>
      <DemoSection title={k('time.title')} description={k('time.description')}>
        <Stack gap="sm">
          <TimeInput label={k('time.callBack')} leftSection={clock} defaultValue="10:30" />
          <TimePicker
            label={k('time.office')}
            description={k('time.officeHint')}
            leftSection={clock}
            withDropdown
            minutesStep={15}
            min="09:00"
            max="18:00"
            defaultValue="16:00"
            format={i18n.language === 'en' ? '12h' : '24h'}
            hoursInputLabel={k('time.hours')}
            minutesInputLabel={k('time.minutes')}
            amPmInputLabel={k('time.amPm')}
          />
        </Stack>
      </DemoSection>
      <DemoSection title={k('dateTime.title')} description={k('dateTime.description')}>
        <DateTimePicker
          label={k('dateTime.label')}
          placeholder={k('dateTime.placeholder')}
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          ariaLabels={labels}
          minDate={today}
          valueFormat="DD MMM YYYY HH:mm"
          hideOutsideDates
          timePickerProps={{
            minutesStep: 15,
            hoursInputLabel: k('time.hours'),
            minutesInputLabel: k('time.minutes'),
          }}
          submitButtonProps={{ 'aria-label': k('dateTime.confirm') }}
        />
      </DemoSection>
      <DemoSection title={k('inline.title')} description={k('inline.description')}>
        <Stack gap="xs" align="center">
          <DatePicker
            aria-label={k('inline.label')}
            ariaLabels={labels}
            value={renewal}
            onChange={setRenewal}
            defaultDate={renewal ?? today}
            minDate={today}
            maxDate={dayFrom(120)}
            highlightToday
            // The next month's days, dimmed, fall below AA contrast on a card.
            hideOutsideDates
          />
          <Text fz="sm" aria-live="polite">
            {renewal
              ? k('inline.picked', { day: formatDay(renewal, i18n.language) })
              : k('inline.none')}
          </Text>
        </Stack>
      </DemoSection>
      <DemoSection title={k('form.title')} description={k('form.description')}>
        <PolicyPeriodForm />
      </DemoSection>
    </SimpleGrid>
  )
}
