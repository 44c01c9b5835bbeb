import { z } from 'zod'
import {
  ANSWER_MAX,
  CONTENT_MAX,
  QUESTION_MAX,
  helpColor,
  helpIcon,
  localImage,
  slugSchema,
  supportContactSchema,
} from '@/features/faq/faq.schema'

const id = z.number().int().positive()
const title = z.string().min(1).max(120)
const count = z.number().int().min(0)

/** Imported rows must match the stored shapes exactly. */
export const faqRowSchemas = {
  faqCategories: z
    .object({ id, slug: slugSchema, icon: helpIcon, title, subtitle: z.string().max(200) })
    .strict(),
  faqItems: z
    .object({
      id,
      categoryId: id,
      question: z.string().min(1).max(QUESTION_MAX),
      ans: z.string().min(1).max(ANSWER_MAX),
    })
    .strict(),
  faqSupport: supportContactSchema.extend({ id: z.literal(1) }).strict(),
  faqKbCategories: z
    .object({
      id,
      slug: slugSchema,
      title,
      desc: z.string().max(300),
      img: localImage,
      icon: helpIcon,
      iconColor: helpColor,
    })
    .strict(),
  faqKbQuestions: z
    .object({
      id,
      categoryId: id,
      slug: slugSchema,
      title: z.string().min(1).max(QUESTION_MAX),
      lastUpdated: z.iso.date(),
      content: z.string().max(CONTENT_MAX),
      related: z.array(id).max(10),
      helpfulYes: count,
      helpfulNo: count,
    })
    .strict(),
  faqKbVotes: z.object({ questionId: id, userId: id, helpful: z.boolean() }).strict(),
}
