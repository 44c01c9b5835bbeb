/** What the compose window starts from: a blank mail, a reply, a forward or a reopened draft. */
import type { Email, EmailAttachment } from '../email.schema'

export interface ComposeDraft {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachments: EmailAttachment[]
  /** Set when a saved draft is reopened: saving or sending replaces it. */
  draftId?: number
}

export const blankDraft = (): ComposeDraft => ({
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
})

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const quote = (email: Email) =>
  `<p></p><blockquote><p>${escape(email.from.name)} &lt;${escape(email.from.email)}&gt;:</p>${email.message}</blockquote>`

const subjectFor = (prefix: 'Re' | 'Fwd', subject: string) =>
  `${prefix}: ${subject.replace(/^((Re|Fwd):\s*)+/i, '')}`

export const replyTo = (email: Email): ComposeDraft => ({
  ...blankDraft(),
  to: [email.from.email],
  subject: subjectFor('Re', email.subject),
  message: quote(email),
})

/** A forward carries the attachments along; a reply does not. */
export const forwardOf = (email: Email): ComposeDraft => ({
  ...blankDraft(),
  subject: subjectFor('Fwd', email.subject),
  message: quote(email),
  attachments: email.attachments,
})

export const reopen = (email: Email): ComposeDraft => ({
  to: email.to.map((person) => person.email),
  cc: email.cc,
  bcc: email.bcc,
  subject: email.subject,
  message: email.message,
  attachments: email.attachments,
  draftId: email.id,
})

/** Files travel inside the mail as data URLs, so they open offline; this caps one file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024

export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })

/** Only these may become a link: never `javascript:` from stored data. */
export const isSafeUrl = (url: string) =>
  /^(https?:|\/(?!\/)|data:(?!text\/html|image\/svg))/i.test(url)
