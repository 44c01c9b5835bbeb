/** Who can be invited: the active user records (`GET /apps/calendar/guests`), by name. */
import { useMemo } from 'react'
import { useGuests } from '../api/calendar.queries'
import type { Guest } from '../calendar.schema'

const NONE: Guest[] = []

export function useGuestList() {
  const guests = useGuests().data ?? NONE
  return useMemo(() => {
    const byName = new Map(guests.map((guest) => [guest.name, guest.avatar]))
    return { guests, avatarOf: (name: string) => byName.get(name) || null }
  }, [guests])
}
