import { Center } from '@mantine/core'
import type { ReactNode } from 'react'

/** The page without the shell: sign-in, register, the misc pages. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      {children}
    </Center>
  )
}
