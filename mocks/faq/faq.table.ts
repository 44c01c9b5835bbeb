/**
 * The help center's stores: the FAQ (categories, their questions and answers, the support line)
 * and the knowledge base (categories, their questions with HTML articles, and each account's
 * "was this helpful?" answer, one per user and question).
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { HelpColor, HelpIcon } from '@/features/faq/faq.schema'

export interface FaqCategoryRow {
  id: number
  slug: string
  icon: HelpIcon
  title: string
  subtitle: string
}

export interface FaqItemRow {
  id: number
  categoryId: number
  question: string
  ans: string
}

/** The agency's support line: one row, id 1. */
export interface FaqSupportRow {
  id: number
  phone: string
  email: string
}

export interface KbCategoryRow {
  id: number
  slug: string
  title: string
  desc: string
  img: string
  icon: HelpIcon
  iconColor: HelpColor
}

export interface KbQuestionRow {
  id: number
  categoryId: number
  /** Unique across the knowledge base: a question's address needs only its own slug. */
  slug: string
  title: string
  /** `2026-10-14`. */
  lastUpdated: string
  /** HTML as written; the page shows it through DOMPurify. */
  content: string
  /** Ids of the questions shown beside it, in that order. */
  related: number[]
  /**
   * Answers to "was this helpful?" given before this install (readers without an account here);
   * the accounts' own answers are rows of faqKbVotes, added to these.
   */
  helpfulYes: number
  helpfulNo: number
}

export interface KbVoteRow {
  questionId: number
  userId: number
  helpful: boolean
}

export const faqTables = {
  faqCategories: 'id, &slug',
  faqItems: 'id, categoryId',
  faqSupport: 'id',
  faqKbCategories: 'id, &slug',
  faqKbQuestions: 'id, &slug, categoryId',
  // One answer per account and question: a second one replaces the first.
  faqKbVotes: '[questionId+userId], questionId',
} satisfies TableSchemas

export const faqCategories = typedTable<FaqCategoryRow, number>('faqCategories')
export const faqItems = typedTable<FaqItemRow, number>('faqItems')
export const faqSupport = typedTable<FaqSupportRow, number>('faqSupport')
export const kbCategories = typedTable<KbCategoryRow, number>('faqKbCategories')
export const kbQuestions = typedTable<KbQuestionRow, number>('faqKbQuestions')
export const kbVotes = typedTable<KbVoteRow, [number, number]>('faqKbVotes')
