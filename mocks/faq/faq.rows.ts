import { z } from 'zod'
import {
  faqCategorySchema,
  kbCategorySchema,
  kbQuestionSchema,
  qandASchema,
  supportContactSchema,
} from '@/features/faq/faq.schema'

const id = z.number().int().positive()
const count = z.number().int().min(0)

/**
 * Imported rows must match the stored shapes exactly: each is the contract's entity as the API
 * answers it, without what the answer gathers from other rows and with the links it stores.
 */
export const faqRowSchemas = {
  faqCategories: faqCategorySchema.omit({ qandA: true }).strict(),
  faqItems: qandASchema.extend({ categoryId: id }).strict(),
  faqSupport: supportContactSchema.extend({ id: z.literal(1) }).strict(),
  faqKbCategories: kbCategorySchema.omit({ questions: true }).strict(),
  faqKbQuestions: kbQuestionSchema
    .pick({ id: true, slug: true, title: true, lastUpdated: true, content: true })
    .extend({ categoryId: id, related: z.array(id).max(10), helpfulYes: count, helpfulNo: count })
    .strict(),
  faqKbVotes: z.object({ questionId: id, userId: id, helpful: z.boolean() }).strict(),
}
