import { call } from '@/shared/api/call'
import { faqEndpoints } from '../faq.endpoints'
import type { HelpfulInput } from '../faq.schema'

export const fetchFaq = (q: string, signal?: AbortSignal) =>
  call(faqEndpoints.faq, { query: { q }, signal })

export const fetchKnowledgeBase = (q: string, signal?: AbortSignal) =>
  call(faqEndpoints.knowledgeBase, { query: { q }, signal })

export const fetchKbCategory = (category: string, signal?: AbortSignal) =>
  call(faqEndpoints.category, { query: { category }, signal })

/** The question as the address names it: within its category, else a 404. */
export const fetchKbQuestion = (category: string, question: string, signal?: AbortSignal) =>
  call(faqEndpoints.question, { query: { question, category }, signal })

export const answerHelpful = (input: HelpfulInput) => call(faqEndpoints.helpful, { body: input })
