import { Outlet, createFileRoute } from '@tanstack/react-router'
import { BlankLayout } from '@/shared/layout/BlankLayout'

export const Route = createFileRoute('/_blank')({
  component: () => (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  ),
})
