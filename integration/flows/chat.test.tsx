/** The chat's lists, search and composer checks (moved from e2e/chat.spec.ts). */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp, setUpFlows, type App } from '../support/app'
import { fill } from '../support/queries'

setUpFlows()

const chats = () => within(screen.getByRole('list', { name: 'Chats' })).queryAllByRole('listitem')
const contacts = () =>
  within(screen.getByRole('list', { name: 'Contacts' })).queryAllByRole('listitem')
const search = () => screen.getByRole('textbox', { name: 'Search chats and contacts' })
const message = () => screen.getByRole('textbox', { name: 'Message' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })
const log = () => screen.getByRole('log')
/** The messages shown, oldest first. */
const bubbles = () => within(log()).queryAllByRole('paragraph')

/** The app has loaded its chats. */
async function openChat(): Promise<App> {
  const app = await openApp('/apps/chat')
  await screen.findByRole('list', { name: 'Chats' })
  return app
}

async function open(app: App, name: string) {
  await app.user.click(screen.getByRole('button', { name: new RegExp(name) }))
  await waitFor(() => expect(log()).toHaveAccessibleName(`Conversation with ${name}`))
}

describe('chat', () => {
  it('lists the chats newest first, then the contacts without a chat', async () => {
    const app = await openChat()
    await waitFor(() => expect(chats()).toHaveLength(5))
    expect(chats()[0]).toHaveTextContent('Lucía Fernández')
    expect(contacts()).toHaveLength(6)
    expect(screen.getByText('Start a conversation')).toBeVisible()
    await app.user.click(screen.getByRole('button', { name: 'Find a contact' }))
    await waitFor(() => expect(search()).toHaveFocus())
  })

  it('an empty message is not sent', async () => {
    const app = await openChat()
    await open(app, 'Mateo Herrera')
    expect(sendButton()).toBeDisabled()
    await fill(app.user, message(), '   ')
    expect(sendButton()).toBeDisabled()
    await app.user.type(message(), '{Enter}')
    expect(await screen.findByText('Type a message first')).toBeVisible()
    await app.network.idle()
    expect(bubbles()).toHaveLength(3)
    expect(chats()[0]).toHaveTextContent('Lucía Fernández')
  })

  it('search narrows chats and contacts by name', async () => {
    const app = await openChat()
    await fill(app.user, search(), 'luc')
    await waitFor(() => expect(chats()).toHaveLength(1))
    expect(chats()[0]).toHaveTextContent('Lucía Fernández')
    await fill(app.user, search(), 'zzz')
    expect(await screen.findByText('No chats found')).toBeVisible()
    expect(screen.getByText('No contacts found')).toBeVisible()
  })
})
