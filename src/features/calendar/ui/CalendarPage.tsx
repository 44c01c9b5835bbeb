import type { CalendarRef, DatesSetInfo } from '@fullcalendar/react'
import { Box, Drawer, Paper, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import dayjs from 'dayjs'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { useEvents } from '../api/calendar.queries'
import { CalendarSidebar } from './CalendarSidebar'
import { CalendarToolbar } from './CalendarToolbar'
import {
  FC_VIEWS,
  kindsToParam,
  parseKinds,
  viewFromFc,
  type CalendarSearch,
  type CalendarView,
} from './calendar-search'
import { EventCalendar } from './EventCalendar'
import { EventDrawer, type DrawerTarget } from './EventDrawer'
import { blankForm, formForDay, formFromEvent } from './event-form'
import { useMoveEvent } from './use-move-event'
import classes from './CalendarPage.module.css'
import { useKinds } from './use-kinds'

interface Props {
  search: CalendarSearch
  /** A new search, or a change to the latest one (two quick clicks both count). */
  onSearch: (
    next: CalendarSearch | ((prev: CalendarSearch) => CalendarSearch),
    options?: { replace?: boolean },
  ) => void
}

const DAY = 'YYYY-MM-DD'

/** The calendar app: the sidebar (a drawer on a phone) and the big calendar with its toolbar. */
export function CalendarPage({ search, onSearch }: Props) {
  const { t } = useTranslation('calendar')
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const calendarRef = useRef<CalendarRef>(null)
  const [sidebar, setSidebar] = useState(false)
  const [target, setTarget] = useState<DrawerTarget | null>(null)
  const [shown, setShown] = useState({ title: '', view: search.view ?? 'month', date: '' })
  const defaultView: CalendarView = phone ? 'list' : 'month'
  const view = search.view ?? defaultView
  const today = dayjs().format(DAY)
  const date = search.date ?? today

  const [kinds, changeKinds] = useKinds(search.calendars, (calendars) =>
    onSearch((prev) => ({ ...prev, calendars }), { replace: true }),
  )
  const { data: events = [] } = useEvents(parseKinds(kindsToParam(kinds)))
  const moveEvent = useMoveEvent(events)

  // Keeps the latest search for FullCalendar's callbacks.
  const latest = useRef({ search, defaultView, today })
  useLayoutEffect(() => {
    latest.current = { search, defaultView, today }
  })

  // The URL leads: back/forward, the small month and the view switch move the big calendar.
  useEffect(() => {
    const api = calendarRef.current?.getApi()
    if (!api) return
    if (api.view.type !== FC_VIEWS[view]) api.changeView(FC_VIEWS[view], date)
    else if (dayjs(api.getDate()).format(DAY) !== date) api.gotoDate(date)
  }, [view, date])

  const onDatesSet = (info: DatesSetInfo) => {
    const current = latest.current
    const shownDate = dayjs(info.view.calendar.getDate()).format(DAY)
    const shownView = viewFromFc(info.view.type)
    setShown({ title: info.view.title, view: shownView, date: shownDate })
    const next = {
      ...current.search,
      view: shownView === current.defaultView ? undefined : shownView,
      date: shownDate === current.today ? undefined : shownDate,
    }
    if (next.view !== current.search.view || next.date !== current.search.date)
      onSearch(next, { replace: true })
  }

  const api = () => calendarRef.current?.getApi()
  const openAdd = () => {
    setSidebar(false)
    setTarget({ values: formForDay(dayjs(shown.date || date).toDate()) })
  }

  const sidebarContent = (
    <CalendarSidebar
      date={shown.date || date}
      selected={kinds}
      onAdd={openAdd}
      onPickDate={(picked) => {
        setSidebar(false)
        onSearch((prev) => ({ ...prev, date: picked === today ? undefined : picked }))
      }}
      onKinds={changeKinds}
    />
  )

  return (
    <LocalDates>
      <Paper withBorder className={classes.root}>
        <VisuallyHidden component="h1">{t('calendar.title')}</VisuallyHidden>
        {phone ? (
          <Drawer
            opened={sidebar}
            onClose={() => setSidebar(false)}
            title={t('calendar.sidebar')}
            size={300}
          >
            {sidebarContent}
          </Drawer>
        ) : (
          <Box component="aside" className={classes.sidebar} aria-label={t('calendar.sidebar')}>
            {sidebarContent}
          </Box>
        )}
        <section className={classes.main} aria-label={t('calendar.title')}>
          <CalendarToolbar
            title={shown.title}
            view={shown.view}
            phone={phone}
            sidebarOpen={sidebar}
            onSidebar={() => setSidebar(true)}
            onPrev={() => api()?.prev()}
            onNext={() => api()?.next()}
            onToday={() => api()?.today()}
            onView={(next) =>
              onSearch((prev) => ({ ...prev, view: next === defaultView ? undefined : next }))
            }
          />
          <div className={classes.calendar}>
            <EventCalendar
              calendarRef={calendarRef}
              events={events}
              initialView={view}
              initialDate={date}
              phone={phone}
              onDatesSet={onDatesSet}
              onSelect={(start, end, allDay) =>
                setTarget({ values: blankForm(start, end, allDay) })
              }
              onEventOpen={(id) => {
                const event = events.find((candidate) => candidate.id === id)
                if (event) setTarget({ event, values: formFromEvent(event) })
              }}
              onEventMove={moveEvent}
            />
          </div>
        </section>
        <EventDrawer target={target} onClose={() => setTarget(null)} />
      </Paper>
    </LocalDates>
  )
}
