/** The user menu lists the user's own screens, those the user may open, and each opens. */
import { notifications } from '@mantine/notifications'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { heading, openApp, setUpFlows, type App } from '../support/app'

setUpFlows()

async function openUserMenu(app: App): Promise<string[]> {
  await app.user.click(await screen.findByRole('button', { name: 'User menu' }))
  const items = await screen.findAllByRole('menuitem')
  return items.map((item) => item.textContent ?? '')
}

describe('the user menu', () => {
  it("leads the admin to the profile, the account settings and the local database's settings", async () => {
    const app = await openApp('/settings')
    await heading('Settings')
    expect(await openUserMenu(app)).toEqual(['Profile', 'Account Settings', 'Settings', 'Sign out'])
    await app.user.click(screen.getByRole('menuitem', { name: 'Account Settings' }))
    await heading('Account Settings')
    expect(app.location()).toMatch(/^\/pages\/account-settings/)
    await openUserMenu(app)
    await app.user.click(screen.getByRole('menuitem', { name: 'Profile' }))
    await screen.findByTestId('profile-header')
    expect(app.location()).toBe('/pages/profile')
  })

  it('offers the client only to sign out: it may open none of those screens', async () => {
    const app = await openApp('/access-control', 'client@demo.com')
    await heading('Access Control')
    expect(await openUserMenu(app)).toEqual(['Sign out'])
  })
})

describe('toasts', () => {
  it('show at the end of the top bar: top right, and top left in RTL, where the menu is not', async () => {
    await openApp('/settings')
    await heading('Settings')
    const placeOf = async (message: string) => {
      act(() => void notifications.show({ message }))
      const toast = await screen.findByText(message)
      return toast.closest('[data-position]')?.getAttribute('data-position')
    }
    expect(await placeOf('Saved in LTR')).toBe('top-right')
    act(() => useCustomizer.getState().set({ rtl: true }))
    try {
      expect(await placeOf('Saved in RTL')).toBe('top-left')
    } finally {
      act(() => useCustomizer.getState().reset())
      act(() => notifications.clean())
    }
  })
})
