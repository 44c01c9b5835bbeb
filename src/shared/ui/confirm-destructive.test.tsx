// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { openOverPage } from '@/test/modals'
import { confirmDestructive } from './confirm-destructive'

beforeAll(stubMatchMedia)

afterEach(cleanup)

const ask = () =>
  openOverPage(() =>
    confirmDestructive({
      title: 'Delete board',
      message: 'Its 2 tasks go with it.',
      confirmLabel: 'Delete board',
    }),
  )

describe('confirmDestructive', () => {
  it('opens with focus on Cancel and the destructive button in red 8', async () => {
    void ask()
    const dialog = await screen.findByRole('dialog', { name: 'Delete board' })
    expect(dialog.textContent).toContain('Its 2 tasks go with it.')
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(document.activeElement).toBe(cancel))
    const confirm = screen.getByRole('button', { name: 'Delete board' })
    expect(confirm.getAttribute('style')).toContain('--button-bg: var(--mantine-color-red-8)')
  })

  it('resolves false on Cancel', async () => {
    const answer = ask()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(answer).resolves.toBe(false)
  })

  it('resolves false on Escape', async () => {
    const answer = ask()
    const dialog = await screen.findByRole('dialog', { name: 'Delete board' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await expect(answer).resolves.toBe(false)
  })

  it('resolves true on the destructive button', async () => {
    const answer = ask()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete board' }))
    await expect(answer).resolves.toBe(true)
  })
})
