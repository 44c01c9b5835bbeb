// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { openOverPage } from '@/test/modals'
import { stubResizeObserver } from '@/test/resize-observer'
import en from '../locales/en.json'
import { confirmImport } from './confirm-import'

beforeAll(() => {
  stubMatchMedia()
  stubResizeObserver()
  i18n.addResourceBundle('en', 'local-db', en, true, true)
})

afterEach(cleanup)

const rows = [
  { app: 'search', now: 22, inFile: 12 },
  { app: 'email', now: 40, inFile: 40 },
]

const ask = (exportCurrent: () => Promise<void> = () => Promise.resolve()) =>
  openOverPage(() => confirmImport({ rows, exportCurrent }))

const dialog = () => screen.findByRole('dialog', { name: 'Replace the data with this file?' })

describe('confirmImport', () => {
  it('is the destructive confirm: what it does, focus on Cancel, the red action', async () => {
    void ask()
    const shown = await dialog()
    expect(shown.textContent).toContain("Importing replaces the rows of every app with the file's.")
    const cancel = within(shown).getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(document.activeElement).toBe(cancel))
    const replace = within(shown).getByRole('button', { name: 'Replace with the file' })
    expect(replace.getAttribute('style')).toContain('--button-bg: var(--mantine-color-red-8)')
  })

  it('lists the rows per app now and in the file, an app that changes in bold', async () => {
    void ask()
    const summary = within(await dialog()).getByTestId('import-summary')
    const search = within(summary).getByText('Search and bookmarks').closest('tr')!
    expect(search.textContent).toMatch(/Search and bookmarks\s*22\s*12/)
    expect(search.style.fontWeight).toBe('700')
    const email = within(summary).getByText('Email').closest('tr')!
    expect(email.textContent).toMatch(/Email\s*40\s*40/)
    expect(email.style.fontWeight).toBe('400')
  })

  it('exports the current data from the dialog, which stays open', async () => {
    const exportCurrent = vi.fn(() => Promise.resolve())
    void ask(exportCurrent)
    const shown = await dialog()
    fireEvent.click(within(shown).getByRole('button', { name: 'Export current data' }))
    expect(await within(shown).findByRole('button', { name: 'Current data exported' })).toBeTruthy()
    expect(exportCurrent).toHaveBeenCalledOnce()
    expect(screen.getByRole('dialog')).toBe(shown)
  })

  it('says when the export fails', async () => {
    void ask(() => Promise.reject(new Error('disk full')))
    const shown = await dialog()
    fireEvent.click(within(shown).getByRole('button', { name: 'Export current data' }))
    expect(await within(shown).findByRole('alert')).toHaveProperty(
      'textContent',
      'The export failed; nothing was replaced.',
    )
  })

  it('resolves false on Cancel and true on the replace button', async () => {
    const cancelled = ask()
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }))
    await expect(cancelled).resolves.toBe(false)
    cleanup()
    const confirmed = ask()
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Replace with the file' }))
    await expect(confirmed).resolves.toBe(true)
  })
})
