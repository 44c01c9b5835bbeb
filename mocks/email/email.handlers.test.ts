import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { Email, EmailList, OpenedEmail } from '@/features/email/email.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const list = async (auth: string, query: Record<string, string> = {}) => {
  const result = await call<EmailList>('GET', '/apps/email/emails', { token: auth, query })
  expect(result.status).toBe(200)
  return result.body
}
const post = <T = ErrorBody>(auth: string | null, path: string, body: unknown) =>
  call<T>('POST', `/apps/email/${path}`, { token: auth, body })
const getEmail = (auth: string, id: string) =>
  call<OpenedEmail & ErrorBody>('GET', '/apps/email/get-email', { token: auth, query: { id } })
const paginate = (auth: string, dir: string, emailId: string) =>
  call<Email & ErrorBody>('GET', '/apps/email/paginate-email', {
    token: auth,
    query: { dir, emailId },
  })

describe('GET /apps/email/emails', () => {
  it('lists the inbox newest first with the unread and draft counts', async () => {
    const body = await list(await token())
    expect(body.emails).toHaveLength(12)
    expect(body.emails.every((email) => email.folder === 'inbox')).toBe(true)
    const times = body.emails.map((email) => email.time)
    expect(times).toEqual([...times].sort().reverse())
    expect(body.emails[0]!.subject).toBe('Auto policy renewal for the Ortega family')
    expect(body.emailsMeta).toEqual({ inbox: 5, spam: 2, draft: 3 })
  })

  it('filters by folder, starred, label and q', async () => {
    const auth = await token()
    const counts: Record<string, number> = {}
    for (const folder of ['sent', 'draft', 'spam', 'trash', 'starred']) {
      counts[folder] = (await list(auth, { folder })).emails.length
    }
    expect(counts).toEqual({ sent: 5, draft: 3, spam: 3, trash: 3, starred: 3 })
    const starred = await list(auth, { folder: 'starred' })
    expect(starred.emails.every((e) => e.isStarred && e.folder !== 'trash')).toBe(true)
    const important = await list(auth, { label: 'important' })
    expect(important.emails.map((e) => e.id).sort((a, b) => a - b)).toEqual([1, 6])
    const byName = await list(auth, { q: 'MARIANA' })
    expect(byName.emails.map((e) => e.id)).toEqual([1])
    const bySubject = await list(auth, { q: 'fleet', folder: 'sent' })
    expect(bySubject.emails.map((e) => e.subject)).toEqual(['Fleet policy quote'])
  })

  it('answers 400 for an unknown folder or label and 401 without a token', async () => {
    const auth = await token()
    const folder = await call<ErrorBody>('GET', '/apps/email/emails', {
      token: auth,
      query: { folder: 'archive' },
    })
    expect(folder.status).toBe(400)
    expect(folder.body.error.fields).toHaveProperty('folder')
    const label = await call<ErrorBody>('GET', '/apps/email/emails', {
      token: auth,
      query: { label: 'urgent' },
    })
    expect(label.status).toBe(400)
    expect((await call('GET', '/apps/email/emails')).status).toBe(401)
  })
})

describe('POST /apps/email/update-emails', () => {
  it('stars and trashes mail, which moves the counts', async () => {
    const auth = await token()
    expect(
      (await post(auth, 'update-emails', { emailIds: [1, 2], dataToUpdate: { folder: 'trash' } }))
        .status,
    ).toBe(200)
    const body = await list(auth, { folder: 'trash' })
    expect(body.emails.map((e) => e.id)).toEqual(expect.arrayContaining([1, 2]))
    expect(body.emailsMeta.inbox).toBe(3)
    await post(auth, 'update-emails', {
      emailIds: [3],
      dataToUpdate: { isStarred: true, isRead: true },
    })
    const starred = await list(auth, { folder: 'starred' })
    expect(starred.emails.map((e) => e.id)).toContain(3)
    expect(starred.emails.map((e) => e.id)).not.toContain(1)
  })

  it('rejects forbidden fields, non-array ids and unknown ids', async () => {
    const auth = await token()
    const forbidden = await post(auth, 'update-emails', {
      emailIds: [1],
      dataToUpdate: { subject: 'x' },
    })
    expect(forbidden.status).toBe(400)
    const notArray = await post(auth, 'update-emails', { emailIds: 1, dataToUpdate: {} })
    expect(notArray.status).toBe(400)
    expect(notArray.body.error.fields).toHaveProperty('emailIds')
    const unknown = await post(auth, 'update-emails', {
      emailIds: [1, 999],
      dataToUpdate: { isRead: true },
    })
    expect(unknown.status).toBe(404)
    const badFolder = await post(auth, 'update-emails', {
      emailIds: [1],
      dataToUpdate: { folder: 'x' },
    })
    expect(badFolder.status).toBe(400)
    expect((await post(null, 'update-emails', { emailIds: [1], dataToUpdate: {} })).status).toBe(
      401,
    )
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each email', async () => {
    const auth = await token()
    expect(
      (await post(auth, 'update-emails-label', { emailIds: [1, 2], label: 'company' })).status,
    ).toBe(200)
    const company = (await list(auth, { label: 'company' })).emails.map((e) => e.id)
    expect(company).toContain(1)
    expect(company).not.toContain(2)
  })

  it('rejects an unknown label and unknown ids', async () => {
    const auth = await token()
    expect((await post(auth, 'update-emails-label', { emailIds: [1], label: 'x' })).status).toBe(
      400,
    )
    expect(
      (await post(auth, 'update-emails-label', { emailIds: [77], label: 'private' })).status,
    ).toBe(404)
  })
})

describe('get-email and paginate-email', () => {
  it('flags the neighbours consistently with paginate-email across every folder', async () => {
    const auth = await token()
    for (let id = 1; id <= 26; id++) {
      const opened = await getEmail(auth, String(id))
      expect(opened.status).toBe(200)
      const previous = await paginate(auth, 'previous', String(id))
      const next = await paginate(auth, 'next', String(id))
      expect(previous.status === 200).toBe(opened.body.hasPreviousMail)
      expect(next.status === 200).toBe(opened.body.hasNextMail)
      if (next.status === 200) {
        expect(next.body.folder).toBe(opened.body.folder)
        expect(next.body.time <= opened.body.time).toBe(true)
      }
    }
  })

  it('walks the inbox newest to oldest and 404s at the ends', async () => {
    const auth = await token()
    const inbox = (await list(auth)).emails
    const newest = String(inbox[0]!.id)
    const oldest = String(inbox.at(-1)!.id)
    expect((await paginate(auth, 'previous', newest)).status).toBe(404)
    expect((await paginate(auth, 'next', oldest)).status).toBe(404)
    expect((await paginate(auth, 'next', newest)).body.id).toBe(inbox[1]!.id)
  })

  it('answers 404 for unknown ids and 400 for bad input, and never writes', async () => {
    const auth = await token()
    expect((await getEmail(auth, '999')).status).toBe(404)
    expect((await getEmail(auth, 'abc')).status).toBe(400)
    expect((await paginate(auth, 'sideways', '1')).status).toBe(400)
    expect((await paginate(auth, 'next', '999')).status).toBe(404)
    await getEmail(auth, '3')
    expect((await list(auth)).emails.find((e) => e.id === 3)!.isRead).toBe(false)
  })
})

describe('send and save-draft', () => {
  const body = {
    to: ['mariana.ortega@correo.es'],
    cc: ['lucia.fernandez@corredor.app'],
    bcc: [],
    subject: 'Your quote',
    message: '<p>Hello <img src=x onerror="alert(1)"></p>',
    attachments: [{ fileName: 'quote.pdf', size: '12 kB', url: '', thumbnail: '' }],
  }

  it('files a sent email from the signed-in user with the next id', async () => {
    const auth = await token()
    const sent = await post<Email>(auth, 'send', body)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ id: 27, folder: 'sent', isRead: true, subject: 'Your quote' })
    expect(sent.body.from.email).toBe('admin@demo.com')
    expect(sent.body.message).toBe(body.message)
    expect((await list(auth, { folder: 'sent' })).emails[0]!.id).toBe(27)
  })

  it('takes recipients as addresses or in the shape it answers with, { name, email }', async () => {
    const auth = await token()
    const opened = await call<Email>('GET', '/apps/email/get-email', {
      token: auth,
      query: { id: '1' },
    })
    const reply = {
      ...body,
      to: [opened.body.from, { name: '  ', email: 'mariana.ortega@correo.es' }, 'new@client.es'],
      cc: [{ name: 'Lucía', email: 'lucia.fernandez@corredor.app' }],
    }
    for (const path of ['send', 'save-draft']) {
      const sent = await post<Email>(auth, path, reply)
      expect(sent.status, path).toBe(201)
      expect(sent.body.to, path).toEqual([
        { name: opened.body.from.name, email: opened.body.from.email },
        { name: 'Mariana Ortega', email: 'mariana.ortega@correo.es' },
        { name: 'new', email: 'new@client.es' },
      ])
      expect(sent.body.cc, path).toEqual(['lucia.fernandez@corredor.app'])
    }
    const bad = await post(auth, 'send', { ...body, to: [{ name: 'X', email: 'not-an-address' }] })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ 'to.0.email': 'Enter a valid email address' })
    const extra = await post(auth, 'send', { ...body, to: [{ email: 'a@b.co', admin: true }] })
    expect(extra.status).toBe(400)
  })

  it('files a draft, which the draft count sees', async () => {
    const auth = await token()
    const draft = await post<Email>(auth, 'save-draft', { ...body, to: [] })
    expect(draft.status).toBe(201)
    expect(draft.body.folder).toBe('draft')
    expect((await list(auth, { folder: 'draft' })).emailsMeta.draft).toBe(4)
  })

  it('reopened drafts are replaced in place, and leave the drafts when sent', async () => {
    const auth = await token()
    const draft = await post<Email>(auth, 'save-draft', { ...body, subject: 'First take' })
    const again = await post<Email>(auth, 'save-draft', { ...body, draftId: draft.body.id })
    expect(again.status).toBe(201)
    expect(again.body).toMatchObject({ id: draft.body.id, subject: 'Your quote', folder: 'draft' })
    expect((await list(auth, { folder: 'draft' })).emailsMeta.draft).toBe(4)
    const sent = await post<Email>(auth, 'send', { ...body, draftId: draft.body.id })
    expect(sent.body).toMatchObject({ id: draft.body.id, folder: 'sent' })
    expect((await list(auth, { folder: 'draft' })).emailsMeta.draft).toBe(3)
    expect(sent.body.to[0]!.name).toBe('Mariana Ortega')
    expect((await post(auth, 'send', { ...body, draftId: draft.body.id })).status).toBe(404)
    expect((await post(auth, 'save-draft', { ...body, draftId: 999 })).status).toBe(404)
    expect((await post(auth, 'save-draft', { ...body, draftId: 'x' })).status).toBe(400)
  })

  it('validates every address and needs a recipient to send', async () => {
    const auth = await token()
    const noTo = await post(auth, 'send', { ...body, to: [] })
    expect(noTo.status).toBe(400)
    expect(noTo.body.error.fields).toHaveProperty('to')
    const badTo = await post(auth, 'send', { ...body, to: ['nope'] })
    expect(badTo.body.error.fields).toHaveProperty(['to.0'])
    const badCc = await post(auth, 'save-draft', { ...body, cc: ['ok@x.es', 'bad'] })
    expect(badCc.status).toBe(400)
    expect(badCc.body.error.fields).toHaveProperty(['cc.1'])
    const notJson = await call<ErrorBody>('POST', '/apps/email/send', { token: auth, rawBody: '{' })
    expect(notJson.status).toBe(400)
    expect((await post(null, 'send', body)).status).toBe(401)
  })
})
