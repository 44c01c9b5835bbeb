/** The Email contract: shared by the handlers (parsing input) and the client (parsing answers). */
import { z } from 'zod'
import { idInput } from '@/shared/contract/zod'

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'starred'] as const
export const EMAIL_LABELS = ['private', 'company', 'important', 'personal'] as const

export const emailFolderSchema = z.enum(EMAIL_FOLDERS)
export const emailFilterSchema = z.enum(EMAIL_FILTERS)
export const emailLabelSchema = z.enum(EMAIL_LABELS)

export const emailPersonSchema = z.object({ name: z.string(), email: z.string() }).strict()
export const emailSenderSchema = emailPersonSchema.extend({ avatar: z.string() }).strict()
export const attachmentSchema = z
  .object({
    fileName: z.string().min(1),
    thumbnail: z.string(),
    url: z.string(),
    size: z.string(),
  })
  .strict()

const emailBaseSchema = z.object({
  id: z.number().int().positive(),
  from: emailSenderSchema,
  to: z.array(emailPersonSchema),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  message: z.string(),
  attachments: z.array(attachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(emailLabelSchema),
  time: z.string(),
  folder: emailFolderSchema,
  isRead: z.boolean(),
})

export type Email = z.infer<typeof emailBaseSchema> & { replies: Email[] }

// Typed on both sides (no transforms): a handler's answer is checked against it, not `unknown`.
export const emailSchema: z.ZodType<Email, Email> = emailBaseSchema
  .extend({ replies: z.array(z.lazy(() => emailSchema)) })
  .strict()

export const emailsMetaSchema = z.object({
  inbox: z.number(),
  spam: z.number(),
  draft: z.number(),
})
export const emailListSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
})
export const openedEmailSchema = z.intersection(
  emailSchema,
  z.object({ hasPreviousMail: z.boolean(), hasNextMail: z.boolean() }),
)

export const emailListQuerySchema = z.object({
  q: z.string().optional(),
  folder: emailFilterSchema.optional(),
  label: emailLabelSchema.optional(),
})
export const getEmailQuerySchema = z.object({ id: idInput })
export const paginateQuerySchema = z.object({
  dir: z.enum(['previous', 'next']),
  emailId: idInput,
})

const emailIds = z.array(z.number().int().positive())

export const updateEmailsSchema = z.object({
  emailIds,
  dataToUpdate: z
    .object({
      isRead: z.boolean().optional(),
      isStarred: z.boolean().optional(),
      folder: emailFolderSchema.optional(),
      labels: z.array(emailLabelSchema).optional(),
    })
    .strict(),
})
export const updateLabelSchema = z.object({ emailIds, label: emailLabelSchema })
/** What a bulk update answers: done, nothing more (the page reads the lists again). */
export const updatedSchema = z.object({ ok: z.literal(true) })

const INVALID_ADDRESS = 'Enter a valid email address'
const address = z.email(INVALID_ADDRESS)
/**
 * A recipient as a plain address or in the shape the API answers with: `{ name, email }`, or a
 * sender's `{ name, email, avatar }` when replying.
 */
const recipientInput = z.union(
  [
    address,
    z.object({ name: z.string().max(200), email: address, avatar: z.string().optional() }).strict(),
  ],
  { error: INVALID_ADDRESS },
)
export type RecipientInput = z.infer<typeof recipientInput>

export const draftInputSchema = z.object({
  to: z.array(recipientInput),
  cc: z.array(recipientInput).default([]),
  bcc: z.array(recipientInput).default([]),
  subject: z.string().max(300).default(''),
  message: z.string().max(500_000).default(''),
  attachments: z.array(attachmentSchema).max(20).optional(),
  /** Sending or saving a reopened draft replaces that draft instead of adding a new mail. */
  draftId: z.number().int().positive().optional(),
})
export const sendInputSchema = draftInputSchema.extend({
  to: z.array(recipientInput).min(1, 'Add at least one recipient'),
})

export type EmailFolder = z.infer<typeof emailFolderSchema>
export type EmailFilter = z.infer<typeof emailFilterSchema>
export type EmailLabel = z.infer<typeof emailLabelSchema>
export type EmailAttachment = z.infer<typeof attachmentSchema>
export type EmailList = z.infer<typeof emailListSchema>
export type EmailsMeta = z.infer<typeof emailsMetaSchema>
export type OpenedEmail = z.infer<typeof openedEmailSchema>
export type UpdateEmailsInput = z.infer<typeof updateEmailsSchema>
export type ComposeInput = z.input<typeof draftInputSchema>
