import {
  ActionIcon,
  Burger,
  Button,
  Group,
  SegmentedControl,
  Title,
  useDirection,
} from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CALENDAR_VIEWS, type CalendarView } from './calendar-search'
import classes from './CalendarToolbar.module.css'

interface Props {
  title: string
  view: CalendarView
  phone: boolean
  sidebarOpen: boolean
  onSidebar: () => void
  onPrev: () => void
  onNext: () => void
  onToday: () => void
  onView: (view: CalendarView) => void
}

/** Previous, next, today, the range shown and the view switch; it wraps on a phone. */
export function CalendarToolbar(props: Props) {
  const { t } = useTranslation('calendar')
  const { dir } = useDirection()
  // Arrows point the way time runs: leftwards is "next" when the page reads right to left.
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight]

  return (
    <div className={classes.toolbar}>
      {props.phone && (
        <Burger
          className={classes.burger}
          size="sm"
          opened={props.sidebarOpen}
          onClick={props.onSidebar}
          aria-label={t('calendar.openSidebar')}
        />
      )}
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={props.onPrev}
          aria-label={t('calendar.prev')}
        >
          <Back size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={props.onNext}
          aria-label={t('calendar.next')}
        >
          <Forward size={18} />
        </ActionIcon>
        <Button variant="default" onClick={props.onToday}>
          {t('calendar.today')}
        </Button>
      </Group>
      <Title order={2} fz={{ base: 'md', sm: 'lg' }} aria-live="polite" className={classes.title}>
        {props.title}
      </Title>
      <SegmentedControl
        aria-label={t('calendar.view')}
        size="sm"
        value={props.view}
        onChange={props.onView}
        data={CALENDAR_VIEWS.map((view) => ({ value: view, label: t(`calendar.views.${view}`) }))}
      />
    </div>
  )
}
