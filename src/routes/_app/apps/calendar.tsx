import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { CalendarPage, calendarSearchSchema } from '@/features/calendar'

export const Route = createFileRoute('/_app/apps/calendar')({
  beforeLoad: () => requirePage('/apps/calendar'),
  validateSearch: calendarSearchSchema,
  component: CalendarRoute,
})

function CalendarRoute() {
  const navigate = Route.useNavigate()
  return (
    <CalendarPage
      search={Route.useSearch()}
      onSearch={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  )
}
