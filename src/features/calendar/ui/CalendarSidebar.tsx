import { Button, Divider, Stack } from '@mantine/core'
import { DatePicker } from '@mantine/dates'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarKind } from '../calendar.schema'
import { KindFilters } from './KindFilters'

interface Props {
  /** The big calendar's current date, `YYYY-MM-DD`. */
  date: string
  selected: readonly CalendarKind[]
  onAdd: () => void
  onPickDate: (date: string) => void
  onKinds: (update: (current: readonly CalendarKind[]) => CalendarKind[]) => void
}

/** "Add event", a small month to jump with, and the kind filters. */
export function CalendarSidebar({ date, selected, onAdd, onPickDate, onKinds }: Props) {
  const { t } = useTranslation('calendar')
  // The month shown follows the big calendar, and can be browsed on its own meanwhile.
  const [shown, setShown] = useState({ follows: date, month: date })
  const month = shown.follows === date ? shown.month : date

  return (
    <Stack gap="lg" p="md">
      <Button leftSection={<IconPlus size={18} />} onClick={onAdd} fullWidth>
        {t('calendar.add')}
      </Button>
      <DatePicker
        aria-label={t('calendar.jumpTo')}
        value={date}
        date={month}
        onDateChange={(next) => setShown({ follows: date, month: next })}
        onChange={(next) => next && onPickDate(next)}
        size="sm"
        highlightToday
        hideOutsideDates={false}
        ariaLabels={{
          previousMonth: t('calendar.previousMonth'),
          nextMonth: t('calendar.nextMonth'),
          previousYear: t('calendar.previousYear'),
          nextYear: t('calendar.nextYear'),
          previousDecade: t('calendar.previousDecade'),
          nextDecade: t('calendar.nextDecade'),
        }}
        fullWidth
      />
      <Divider />
      <KindFilters selected={selected} onChange={onKinds} />
    </Stack>
  )
}
