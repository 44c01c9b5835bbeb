/**
 * The help center's endpoints: the FAQ searched across questions and answers, the knowledge
 * base's landing page (its categories, and the questions a search finds), one category, one
 * question, and the caller's "was this helpful?" answer to a question (one per user: answering
 * again replaces it, in the kernel's one write transaction).
 */
import { getOrThrow } from '@mocks/kernel/rows'
import { notFound } from '@mocks/kernel/errors'
import { route } from '@mocks/kernel/route'
import { faqEndpoints as api } from '@/features/faq/faq.endpoints'
import { matcher } from './faq.search'
import {
  faqCategories,
  faqItems,
  faqSupport,
  kbCategories,
  kbQuestions,
  kbVotes,
  type KbQuestionRow,
} from './faq.table'
import { bySlug, helpfulView, questionLink, questionRefs } from './faq.view'

const faq = route(api.faq, {
  async handle({ query }) {
    const [categories, items, support] = await Promise.all([
      faqCategories().orderBy('id').toArray(),
      faqItems().orderBy('id').toArray(),
      getOrThrow(faqSupport(), 1, 'Support contact'),
    ])
    const matches = matcher(query.q)
    const faqData = categories
      .map((category) => ({
        ...category,
        qandA: items
          .filter((item) => item.categoryId === category.id && matches(item.question, item.ans))
          .map(({ id, question, ans }) => ({ id, question, ans })),
      }))
      // A search keeps only the categories it found something in.
      .filter((category) => !query.q || category.qandA.length > 0)
    return { faqData, contact: { phone: support.phone, email: support.email } }
  },
})

const byCategoryThenId = (a: KbQuestionRow, b: KbQuestionRow) =>
  a.categoryId - b.categoryId || a.id - b.id

const knowledgeBase = route(api.knowledgeBase, {
  async handle({ query }) {
    const [categories, questions] = await Promise.all([
      kbCategories().orderBy('id').toArray(),
      kbQuestions().orderBy('id').toArray(),
    ])
    const matches = matcher(query.q)
    const found = query.q
      ? questions.filter((row) => matches(row.title)).sort(byCategoryThenId)
      : []
    return {
      knowledgeBase: categories.map(({ id, slug, img, title, desc, icon, iconColor }) => ({
        id,
        category: slug,
        img,
        title,
        desc,
        icon,
        iconColor,
        count: questions.filter((row) => row.categoryId === id).length,
      })),
      questions: questionRefs(found, categories),
    }
  },
})

const category = route(api.category, {
  async handle({ query }) {
    const row = await bySlug(kbCategories(), query.category, 'Category')
    const questions = await kbQuestions().where('categoryId').equals(row.id).sortBy('id')
    return { category: { ...row, questions: questions.map(questionLink) } }
  },
})

const question = route(api.question, {
  async handle({ query, session }) {
    const row = await bySlug(kbQuestions(), query.question, 'Question')
    const home = await kbCategories().get(row.categoryId)
    // Asked within another category, the question is not there: the same 404 as an unknown one.
    if (!home || (query.category && query.category !== home.slug)) throw notFound('Question')
    const [related, votes] = await Promise.all([
      kbQuestions().bulkGet(row.related),
      kbVotes().where('questionId').equals(row.id).toArray(),
    ])
    const relatedRows = related.filter((item): item is KbQuestionRow => item !== undefined)
    const categories = await kbCategories().bulkGet(relatedRows.map((item) => item.categoryId))
    return {
      question: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        lastUpdated: row.lastUpdated,
        content: row.content,
        category: { slug: home.slug, title: home.title },
        relatedQuestions: questionRefs(
          relatedRows,
          categories.filter((item) => item !== undefined),
        ),
        helpful: helpfulView(row, votes, session.userId),
      },
    }
  },
})

/** The caller's answer: a second one replaces the first, so sending it again changes nothing. */
const helpful = route(api.helpful, {
  async handle({ body, session }) {
    const row = await bySlug(kbQuestions(), body.question, 'Question')
    await kbVotes().put({ questionId: row.id, userId: session.userId, helpful: body.helpful })
    const votes = await kbVotes().where('questionId').equals(row.id).toArray()
    return { helpful: helpfulView(row, votes, session.userId) }
  },
})

export const faqRoutes = [faq, knowledgeBase, category, question, helpful]
