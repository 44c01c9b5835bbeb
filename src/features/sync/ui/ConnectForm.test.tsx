// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clearSession, getAccessToken, useSession } from '@/shared/auth/session'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { apiError, fakeSyncServer, type FakeSyncServer } from '../test/fake-sync-server'
import { endSyncScreen, renderSync } from '../test/render-sync'
import { connectedStatus, localStatus } from '../test/sync-fixtures'
import { SyncCard } from './SyncCard'

beforeAll(async () => {
  stubMatchMedia()
  await i18n.loadNamespaces('sync')
})

let server: FakeSyncServer
afterEach(() => {
  endSyncScreen(server)
  clearSession()
})

const CONNECT = 'POST /api/sync/connect'
const values = { server: 'http://127.0.0.1:4000', email: 'agent@agency.test', password: 'secret' }

async function openForm() {
  server = fakeSyncServer(localStatus)
  renderSync(<SyncCard />)
  return within(await screen.findByTestId('sync-connect'))
}

function fill(form: Awaited<ReturnType<typeof openForm>>) {
  const type = (label: string, value: string) =>
    fireEvent.change(form.getByLabelText(label), { target: { value } })
  type('Server address', values.server)
  type('Email', values.email)
  type('Password', values.password)
}

/** Submits, then answers the confirmation. */
async function connect(form: Awaited<ReturnType<typeof openForm>>, answer: string) {
  fireEvent.click(form.getByRole('button', { name: 'Connect' }))
  const dialog = await screen.findByRole('dialog', {
    name: 'Connect this device to the agency server?',
  })
  expect(dialog.textContent).toContain('what http://127.0.0.1:4000 shares with agent@agency.test')
  fireEvent.click(within(dialog).getByRole('button', { name: answer }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')

describe('the agency server card in local mode', () => {
  it('explains what connecting does, with the address placeholder', async () => {
    const form = await openForm()
    expect(screen.getByRole('heading', { name: 'Agency server' })).toBeTruthy()
    expect(form.getByText(/replaces the data on this device/)).toBeTruthy()
    expect(form.getByLabelText('Server address').getAttribute('placeholder')).toBe(
      'http://127.0.0.1:4000',
    )
  })

  it('checks the fields with the contract before asking or sending anything', async () => {
    const form = await openForm()
    fireEvent.change(form.getByLabelText('Server address'), { target: { value: 'ftp://x' } })
    fireEvent.click(form.getByRole('button', { name: 'Connect' }))
    expect(
      await form.findByText('Enter the server address, starting with http:// or https://'),
    ).toBeTruthy()
    expect(form.getByText('Enter the email of your server account')).toBeTruthy()
    expect(form.getByText('Enter your password')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.sent(CONNECT)).toEqual([])
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    const form = await openForm()
    fill(form)
    await connect(form, 'Cancel')
    expect(server.sent(CONNECT)).toEqual([])
  })

  it("puts the server's field errors under their fields", async () => {
    const form = await openForm()
    server.on(CONNECT, () =>
      apiError(400, 'bad_request', 'Invalid input', { email: 'No account has this email' }),
    )
    fill(form)
    await connect(form, 'Connect and replace the data')
    await waitFor(() =>
      expect(errorOf(form.getByLabelText('Email'))?.textContent).toBe('No account has this email'),
    )
    expect(server.sent(CONNECT).map((request) => request.body)).toEqual([values])
    expect(form.queryByRole('alert')).toBeNull()
  })

  it('says so above the form when the server cannot be reached', async () => {
    const form = await openForm()
    server.on(CONNECT, () =>
      apiError(502, 'server_unreachable', 'The agency server could not be reached'),
    )
    fill(form)
    await connect(form, 'Connect and replace the data')
    expect((await form.findByRole('alert')).textContent).toBe(
      'The agency server could not be reached',
    )
  })

  it("takes the server account's session and shows the connected state", async () => {
    const form = await openForm()
    const userData = {
      id: 41,
      fullName: 'Ana Agent',
      username: 'ana',
      email: values.email,
      role: 'agent',
      avatar: '',
      ability: [{ action: 'read', subject: 'Dashboard' }],
      extras: { eCommerceCartItemsCount: 0 },
    }
    const status = connectedStatus()
    server.on(CONNECT, () => {
      server.status = status
      return {
        body: { status, userData, accessToken: 'server-access', refreshToken: 'server-refresh' },
      }
    })
    fill(form)
    await connect(form, 'Connect and replace the data')
    await waitFor(() => expect(getAccessToken()).toBe('server-access'))
    expect(localStorage.getItem('refreshToken')).toBe('server-refresh')
    expect(useSession.getState().user?.email).toBe(values.email)
    expect(
      await screen.findByText(
        'This device now syncs with http://127.0.0.1:4000 as agent@agency.test.',
      ),
    ).toBeTruthy()
    expect(await screen.findByTestId('sync-state')).toBeTruthy()
  })
})
