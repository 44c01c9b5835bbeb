import { Outlet } from '@tanstack/react-router'

export function AppLayout() {
  return (
    <div data-testid="app-shell">
      <Outlet />
    </div>
  )
}
