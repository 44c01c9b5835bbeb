/**
 * The help center contract: shared by the handlers (parsing input) and the client (parsing
 * answers). The shapes are the contract's FAQ and knowledge base: FAQ categories
 * with `question` and `ans` lists; a knowledge-base entry `id, category, img, title, desc`; a
 * category `id, title, icon, iconColor, questions (id, question, slug)`; a question `title,
 * lastUpdated, relatedQuestions, content`. What the project added in its pattern is recorded in
 * docs/api-contract-additions.md ("Help center").
 */
import { z } from 'zod'

/** Lowercase words joined by single hyphens (`how-to-file-a-claim`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 80
/** The longest search a screen sends (`q`). */
export const Q_MAX = 100

export const slugSchema = z
  .string()
  .min(1, 'Expected a slug')
  .max(SLUG_MAX, `At most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Expected lowercase words joined by hyphens')

/** The Tabler icons a category may name (`icon`); the page draws each of them. */
export const HELP_ICONS = [
  'IconCreditCard',
  'IconShieldCheck',
  'IconFileAlert',
  'IconReceiptRefund',
  'IconLock',
  'IconCalendarRepeat',
  'IconFileInvoice',
  'IconTools',
  'IconScale',
] as const
export const helpIcon = z.enum(HELP_ICONS)
export type HelpIcon = z.infer<typeof helpIcon>

/** The colours a knowledge-base category is drawn in (`iconColor`): Mantine palette names. */
export const HELP_COLORS = ['brand', 'green', 'orange', 'red', 'cyan', 'grape', 'teal'] as const
export const helpColor = z.enum(HELP_COLORS)
export type HelpColor = z.infer<typeof helpColor>

/** A picture that ships with the app (`/images/faq/<name>.svg`). */
export const localImage = z
  .string()
  .max(200)
  .regex(/^\/images\/[\w./-]+$/, 'Expected an image of the app (/images/…)')

const id = z.number().int().positive()
const title = z.string().min(1).max(120)
const count = z.number().int().min(0)

// ---- FAQ ----

export const QUESTION_MAX = 300
export const ANSWER_MAX = 2000

/** One question and its answer, named as the pricing page's Q&A (`question`, `ans`). */
export const qandASchema = z
  .object({
    id,
    question: z.string().min(1).max(QUESTION_MAX),
    ans: z.string().min(1).max(ANSWER_MAX),
  })
  .strict()

export const faqCategorySchema = z
  .object({
    id,
    slug: slugSchema,
    icon: helpIcon,
    title,
    subtitle: z.string().max(200),
    /** The category's questions (with a search, only those that match). */
    qandA: z.array(qandASchema),
  })
  .strict()

/** The agency's support line, for the contact cards (`tel:` and `mailto:` links). */
export const supportContactSchema = z
  .object({
    phone: z
      .string()
      .max(30)
      .regex(/^\+?[\d ()-]{6,24}$/, 'Expected a phone number'),
    email: z.email(),
  })
  .strict()

export const faqDataSchema = z
  .object({
    /** In their order; with a search, only the categories that have a match. */
    faqData: z.array(faqCategorySchema),
    contact: supportContactSchema,
  })
  .strict()

// ---- Knowledge base ----

/** A question as a link: enough to name it and build its address. */
export const questionLinkSchema = z
  .object({ id, question: z.string().min(1).max(QUESTION_MAX), slug: slugSchema })
  .strict()

/** A question found by a search, or related to another: its category makes its address. */
export const questionRefSchema = questionLinkSchema
  .extend({ category: slugSchema, categoryTitle: title })
  .strict()

/** An entry of the knowledge base's landing page: one category. */
export const knowledgeBaseEntrySchema = z
  .object({
    id,
    /** The category's slug. */
    category: slugSchema,
    img: localImage,
    title,
    desc: z.string().max(300),
    icon: helpIcon,
    iconColor: helpColor,
    /** How many questions it holds. */
    count,
  })
  .strict()

export const knowledgeBaseSchema = z
  .object({
    knowledgeBase: z.array(knowledgeBaseEntrySchema),
    /** The questions whose wording matches `q` (none without one). */
    questions: z.array(questionRefSchema),
  })
  .strict()

export const kbCategorySchema = z
  .object({
    id,
    slug: slugSchema,
    title,
    desc: z.string().max(300),
    img: localImage,
    icon: helpIcon,
    iconColor: helpColor,
    questions: z.array(questionLinkSchema),
  })
  .strict()

export const kbCategoryAnswerSchema = z.object({ category: kbCategorySchema }).strict()

/** "Was this helpful?": the readers' answers, and the caller's own (null before answering). */
export const helpfulSchema = z
  .object({ yes: count, no: count, mine: z.boolean().nullable() })
  .strict()

export const CONTENT_MAX = 50_000

export const kbQuestionSchema = z
  .object({
    id,
    slug: slugSchema,
    title: z.string().min(1).max(QUESTION_MAX),
    /** The day it was last revised (`2026-10-14`). */
    lastUpdated: z.iso.date(),
    /** HTML, shown only through DOMPurify. */
    content: z.string().max(CONTENT_MAX),
    category: z.object({ slug: slugSchema, title }).strict(),
    relatedQuestions: z.array(questionRefSchema),
    helpful: helpfulSchema,
  })
  .strict()

export const kbQuestionAnswerSchema = z.object({ question: kbQuestionSchema }).strict()
export const helpfulAnswerSchema = z.object({ helpful: helpfulSchema }).strict()

// ---- Requests ----

const searchText = z.string().trim().max(Q_MAX, `At most ${Q_MAX} characters`)

export const faqQuerySchema = z.object({ q: searchText.optional() })
export const knowledgeBaseQuerySchema = z.object({ q: searchText.optional() })
export const categoryQuerySchema = z.object({ category: slugSchema })
/** `category`, when given, must be the question's own: else 404, as for an unknown question. */
export const questionQuerySchema = z.object({
  question: slugSchema,
  category: slugSchema.optional(),
})
export const helpfulInputSchema = z.object({ question: slugSchema, helpful: z.boolean() })

export type QandA = z.infer<typeof qandASchema>
export type FaqCategory = z.infer<typeof faqCategorySchema>
export type SupportContact = z.infer<typeof supportContactSchema>
export type FaqData = z.infer<typeof faqDataSchema>
export type QuestionLink = z.infer<typeof questionLinkSchema>
export type QuestionRef = z.infer<typeof questionRefSchema>
export type KnowledgeBaseEntry = z.infer<typeof knowledgeBaseEntrySchema>
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>
export type KbCategory = z.infer<typeof kbCategorySchema>
export type KbQuestion = z.infer<typeof kbQuestionSchema>
export type Helpful = z.infer<typeof helpfulSchema>
export type HelpfulInput = z.infer<typeof helpfulInputSchema>
