import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import './fullcalendar-palette.css'
import FullCalendar, {
  type CalendarRef,
  type DateSelectInfo,
  type DatesSetInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventInput,
} from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import de from '@fullcalendar/react/locales/de'
import es from '@fullcalendar/react/locales/es'
import fr from '@fullcalendar/react/locales/fr'
import pt from '@fullcalendar/react/locales/pt'
import classicTheme from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import { useDirection } from '@mantine/core'
import { useMemo, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '../calendar.schema'
import classes from './EventCalendar.module.css'
import { KIND_COLOURS } from './calendar-kinds'
import { FC_VIEWS, type CalendarView } from './calendar-search'

/** Month-grid dots keep FullCalendar's cut-off titles; only the list view's titles wrap. */
const LIST_VIEW_TITLES = {
  list: { listItemEventTitleClass: `${classes.time} ${classes.listTitle}` },
}

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]
const locales = [es, de, fr, pt]

/** What a drag or a resize did to an event, with the way back if the server refuses it. */
export interface EventMove {
  id: number
  start: Date
  end: Date | null
  allDay: boolean
  revert: () => void
}

interface Props {
  calendarRef: Ref<CalendarRef>
  events: readonly CalendarEvent[]
  initialView: CalendarView
  initialDate: string | undefined
  phone: boolean
  onDatesSet: (info: DatesSetInfo) => void
  onSelect: (start: Date, end: Date, allDay: boolean) => void
  onEventOpen: (id: number) => void
  onEventMove: (move: EventMove) => void
}

const toInput = (event: CalendarEvent): EventInput => {
  const colour = KIND_COLOURS[event.extendedProps.calendar]
  // No `url`: a click opens the event in the drawer instead of following its link.
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    color: colour.color,
    contrastColor: colour.contrast,
    extendedProps: { calendar: event.extendedProps.calendar },
  }
}

/** The big calendar: month, week, day and list views; the toolbar is the page's own. */
export function EventCalendar({ calendarRef, ...props }: Props) {
  const { i18n } = useTranslation()
  const { dir } = useDirection()
  const events = useMemo(() => props.events.map(toInput), [props.events])

  const move = (info: EventChangeInfo) => {
    const { event } = info
    if (!event.start) return info.revert()
    props.onEventMove({
      id: Number(event.id),
      start: event.start,
      end: event.end,
      allDay: event.allDay,
      revert: info.revert,
    })
  }

  return (
    <FullCalendar
      ref={calendarRef}
      plugins={plugins}
      locales={locales}
      locale={i18n.language}
      direction={dir}
      initialView={FC_VIEWS[props.initialView]}
      initialDate={props.initialDate}
      headerToolbar={false}
      height="100%"
      events={events}
      editable
      selectable
      eventInteractive
      dayMaxEvents={props.phone ? 2 : 3}
      nowIndicator
      navLinks
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit' }}
      eventTimeClass={classes.time}
      eventTitleClass={classes.time}
      listItemEventTimeClass={classes.time}
      listItemEventTitleClass={classes.time}
      views={LIST_VIEW_TITLES}
      datesSet={props.onDatesSet}
      select={(info: DateSelectInfo) => {
        props.onSelect(info.start, info.end, info.allDay)
        info.view.calendar.unselect()
      }}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault()
        props.onEventOpen(Number(info.event.id))
      }}
      eventDrop={move}
      eventResize={move}
    />
  )
}
