/** Component tests of a modal opened by a function (`modals.openConfirmModal` behind it). */
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { act, render } from '@testing-library/react'

/** Renders a page with Mantine's modals, then runs `open` there: its answer. */
export function openOverPage<T>(open: () => Promise<T>): Promise<T> {
  render(
    <MantineProvider>
      <ModalsProvider>
        <p>page</p>
      </ModalsProvider>
    </MantineProvider>,
  )
  let answer: Promise<T> | undefined
  act(() => {
    answer = open()
  })
  if (!answer) throw new Error('open() did not run')
  return answer
}
