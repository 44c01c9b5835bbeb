import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { calendarLabels } from './calendar-labels'
import { dayFrom, policyPeriodSchema, type PolicyPeriod } from './policy-period'

/** The house form pattern on dates: a policy's start and end, the end after the start. */
export function PolicyPeriodForm() {
  const { t, i18n } = useTranslation('ui-kit/form-elements-pickers')
  const { t: k } = useTranslation('ui-kit/form-elements-pickers', {
    keyPrefix: 'uiKit.form-elements-pickers.form',
  })
  const [issued, setIssued] = useState<PolicyPeriod | null>(null)
  const form = useForm<PolicyPeriod>({
    initialValues: { start: dayFrom(7), end: dayFrom(2) },
    validate: schemaValidate(policyPeriodSchema, {
      messages: { start: k('startError'), end: k('endError') },
    }),
    onValuesChange: () => setIssued(null),
  })
  const labels = calendarLabels(t)
  const icon = <IconCalendar size={16} aria-hidden />

  return (
    <form noValidate onSubmit={form.onSubmit(setIssued)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DatePickerInput
            label={k('start')}
            description={k('startHint')}
            leftSection={icon}
            ariaLabels={labels}
            key={form.key('start')}
            {...form.getInputProps('start')}
          />
          <DatePickerInput
            label={k('end')}
            description={k('endHint')}
            leftSection={icon}
            ariaLabels={labels}
            key={form.key('end')}
            {...form.getInputProps('end')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit">{k('submit')}</Button>
        </Group>
        {issued?.start && issued.end && (
          <Text fz="sm" role="status">
            {k('issued', {
              start: formatDay(issued.start, i18n.language),
              end: formatDay(issued.end, i18n.language),
            })}
          </Text>
        )}
      </Stack>
    </form>
  )
}
