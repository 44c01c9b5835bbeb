import { apiRequest } from '@/shared/api/client'
import {
  faqDataSchema,
  helpfulAnswerSchema,
  kbCategoryAnswerSchema,
  kbQuestionAnswerSchema,
  knowledgeBaseSchema,
  type HelpfulInput,
} from '../faq.schema'

const BASE = '/faq/data'

export const fetchFaq = (q: string, signal?: AbortSignal) =>
  apiRequest(BASE, { query: { q }, schema: faqDataSchema, signal })

export const fetchKnowledgeBase = (q: string, signal?: AbortSignal) =>
  apiRequest(`${BASE}/knowledge_base`, { query: { q }, schema: knowledgeBaseSchema, signal })

export const fetchKbCategory = (category: string, signal?: AbortSignal) =>
  apiRequest(`${BASE}/category`, { query: { category }, schema: kbCategoryAnswerSchema, signal })

/** The question as the address names it: within its category, else a 404. */
export const fetchKbQuestion = (category: string, question: string, signal?: AbortSignal) =>
  apiRequest(`${BASE}/question`, {
    query: { question, category },
    schema: kbQuestionAnswerSchema,
    signal,
  })

export const answerHelpful = (input: HelpfulInput) =>
  apiRequest(`${BASE}/question/helpful`, {
    method: 'POST',
    body: input,
    schema: helpfulAnswerSchema,
  })
