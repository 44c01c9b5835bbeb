// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { usePwa } from '../pwa.store'
import { UpdatePrompt } from './UpdatePrompt'

const applyUpdate = vi.fn()
vi.mock('../worker', () => ({ applyUpdate: () => applyUpdate() }))

beforeAll(stubMatchMedia)

afterEach(() => {
  cleanup()
  usePwa.setState({ updateWaiting: false })
})

const renderPrompt = () =>
  render(
    <MantineProvider>
      <UpdatePrompt t={(key) => i18n.t(key)} />
    </MantineProvider>,
  )

describe('UpdatePrompt', () => {
  it('stays hidden while no new version waits', () => {
    renderPrompt()
    expect(screen.queryByTestId('update-prompt')).toBeNull()
  })

  it('appears when a worker is waiting and reloads into it', () => {
    renderPrompt()
    act(() => usePwa.setState({ updateWaiting: true }))
    expect(screen.getByTestId('update-prompt').textContent).toContain('Update available')
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(applyUpdate).toHaveBeenCalledOnce()
  })
})
