/** The help center's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  categoryQuerySchema,
  faqDataSchema,
  faqQuerySchema,
  helpfulAnswerSchema,
  helpfulInputSchema,
  kbCategoryAnswerSchema,
  kbQuestionAnswerSchema,
  knowledgeBaseQuerySchema,
  knowledgeBaseSchema,
  questionQuerySchema,
} from './faq.schema'

const BASE = '/faq/data'

export const faqEndpoints = {
  faq: endpoint({ method: 'GET', path: BASE, query: faqQuerySchema, response: faqDataSchema }),
  knowledgeBase: endpoint({
    method: 'GET',
    path: `${BASE}/knowledge_base`,
    query: knowledgeBaseQuerySchema,
    response: knowledgeBaseSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: `${BASE}/category`,
    query: categoryQuerySchema,
    response: kbCategoryAnswerSchema,
  }),
  question: endpoint({
    method: 'GET',
    path: `${BASE}/question`,
    query: questionQuerySchema,
    response: kbQuestionAnswerSchema,
  }),
  helpful: endpoint({
    method: 'POST',
    path: `${BASE}/question/helpful`,
    body: helpfulInputSchema,
    response: helpfulAnswerSchema,
  }),
}
