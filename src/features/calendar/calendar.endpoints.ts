/** The calendar app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  addEventInput,
  calendarEventSchema,
  eventListSchema,
  eventsQuery,
  guestsSchema,
  removeEventInput,
  updateEventInput,
} from './calendar.schema'

const BASE = '/apps/calendar'

export const calendarEndpoints = {
  events: endpoint({
    method: 'GET',
    path: `${BASE}/events`,
    query: eventsQuery,
    response: eventListSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/add-event`,
    body: addEventInput,
    response: calendarEventSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: `${BASE}/update-event`,
    body: updateEventInput,
    response: calendarEventSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/remove-event`,
    body: removeEventInput,
    response: calendarEventSchema,
  }),
  /** Not in the product's contract: who may be invited, the active user records. */
  guests: endpoint({ method: 'GET', path: `${BASE}/guests`, response: guestsSchema }),
}
