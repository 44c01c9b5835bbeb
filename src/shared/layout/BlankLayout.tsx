import { Center } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      {children}
    </Center>
  )
}

/** The blank layout as a route: sign-in, register, the misc pages. */
export function BlankLayoutRoute() {
  return (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  )
}
