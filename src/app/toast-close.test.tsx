// @vitest-environment jsdom
/**
 * Every toast's close button has a name (axe button-name), from the app's theme: a toast shown with no
 * label of its own, as most calls are, is named in the page's language.
 */
import { MantineProvider } from '@mantine/core'
import { notifications, Notifications } from '@mantine/notifications'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { stubResizeObserver } from '@/test/resize-observer'
import { appTheme } from './app-theme'

beforeAll(() => {
  stubMatchMedia()
  stubResizeObserver()
})

afterEach(() => {
  act(() => notifications.clean())
  cleanup()
})

afterAll(() => changeLanguage('en'))

/**
 * The toast shown, found by its message: the unit tier shares one module graph, so Mantine's
 * toast store may still hold what another file showed with no <Notifications /> mounted.
 */
async function showToast(toast: Parameters<typeof notifications.show>[0] & { message: string }) {
  act(() => {
    notifications.clean()
    notifications.cleanQueue()
  })
  render(
    <MantineProvider theme={appTheme}>
      <Notifications />
    </MantineProvider>,
  )
  act(() => {
    notifications.show(toast)
  })
  const message = await screen.findByText(toast.message)
  const alert = message.closest<HTMLElement>('[role="alert"]')
  if (!alert) throw new Error(`"${toast.message}" is not in a toast`)
  return alert
}

describe('a toast over any screen', () => {
  it('names its close button though the call gives no label', async () => {
    const toast = await showToast({ message: 'Saved' })
    expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })

  it('names it in the language of the moment', async () => {
    await changeLanguage('es')
    const toast = await showToast({ message: 'Guardado' })
    expect(within(toast).getByRole('button', { name: 'Descartar' })).toBeTruthy()
  })

  it('keeps a label the call gives', async () => {
    const toast = await showToast({ message: 'Sent', closeButtonProps: { 'aria-label': 'Close' } })
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeTruthy()
  })
})
