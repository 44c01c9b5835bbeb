/**
 * The help center's queries and its one write. Each query names the tables it reads, so an
 * import or a reset (here or in another tab) refetches it; the "was this helpful?" answer shows
 * at once and is put back if the server refuses it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { HelpfulInput, KbQuestion } from '../faq.schema'
import {
  answerHelpful,
  fetchFaq,
  fetchKbCategory,
  fetchKbQuestion,
  fetchKnowledgeBase,
} from './faq.api'
import { answered } from './helpful-count'

export const faqKeys = {
  all: ['faq'] as const,
  faq: (q: string) => [...faqKeys.all, 'faq', q] as const,
  knowledgeBase: (q: string) => [...faqKeys.all, 'knowledge-base', q] as const,
  category: (slug: string) => [...faqKeys.all, 'category', slug] as const,
  question: (category: string, slug: string) =>
    [...faqKeys.all, 'question', category, slug] as const,
}

export const useFaq = (q: string) =>
  useQuery({
    queryKey: faqKeys.faq(q),
    queryFn: ({ signal }) => fetchFaq(q, signal),
    // The last answers stay on screen while a new search loads.
    placeholderData: keepPreviousData,
    meta: { tables: ['faqCategories', 'faqItems', 'faqSupport'] },
  })

export const useKnowledgeBase = (q: string) =>
  useQuery({
    queryKey: faqKeys.knowledgeBase(q),
    queryFn: ({ signal }) => fetchKnowledgeBase(q, signal),
    placeholderData: keepPreviousData,
    meta: { tables: ['faqKbCategories', 'faqKbQuestions'] },
  })

export const useKbCategory = (slug: string) =>
  useQuery({
    queryKey: faqKeys.category(slug),
    queryFn: ({ signal }) => fetchKbCategory(slug, signal),
    meta: { tables: ['faqKbCategories', 'faqKbQuestions'] },
  })

export const useKbQuestion = (category: string, slug: string) =>
  useQuery({
    queryKey: faqKeys.question(category, slug),
    queryFn: ({ signal }) => fetchKbQuestion(category, slug, signal),
    meta: { tables: ['faqKbCategories', 'faqKbQuestions', 'faqKbVotes'] },
  })

export const useAnswerHelpful = (category: string) =>
  useAppMutation({
    mutationFn: answerHelpful,
    tables: ['faqKbVotes'],
    errorMessage: 'faq.errors.helpful',
    optimistic: {
      queryKey: [...faqKeys.all, 'question'],
      apply: (client, input: HelpfulInput) =>
        client.setQueryData<{ question: KbQuestion }>(
          faqKeys.question(category, input.question),
          (data) =>
            data && {
              question: {
                ...data.question,
                helpful: answered(data.question.helpful, input.helpful),
              },
            },
        ),
    },
    onSuccess: ({ helpful }, input, client) =>
      client.setQueryData<{ question: KbQuestion }>(
        faqKeys.question(category, input.question),
        (data) => data && { question: { ...data.question, helpful } },
      ),
  })
