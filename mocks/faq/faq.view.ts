/** The stored rows as the contract shows them: links, references and "was this helpful?". */
import type { StoreTable } from '@mocks/db/store'
import type { Helpful, QuestionRef } from '@/features/faq/faq.schema'
import { notFound } from '@mocks/kernel/errors'
import type { KbCategoryRow, KbQuestionRow, KbVoteRow } from './faq.table'

/** The row with this slug, or a 404 naming what was looked for. */
export const bySlug = <Row>(
  table: StoreTable<Row, number>,
  slug: string,
  what: string,
): Promise<Row> =>
  table
    .where('slug')
    .equals(slug)
    .first()
    .then((row) => {
      if (row === undefined) throw notFound(what)
      return row
    })

export const questionLink = ({ id, title, slug }: KbQuestionRow) => ({ id, question: title, slug })

/** Questions as links that know their category; a question whose category is gone is left out. */
export function questionRefs(
  rows: readonly KbQuestionRow[],
  categories: readonly KbCategoryRow[],
): QuestionRef[] {
  const byId = new Map(categories.map((category) => [category.id, category]))
  return rows.flatMap((row) => {
    const category = byId.get(row.categoryId)
    return category
      ? [{ ...questionLink(row), category: category.slug, categoryTitle: category.title }]
      : []
  })
}

/** The answers from before this install plus the accounts' own; the caller's, if any. */
export function helpfulView(
  row: KbQuestionRow,
  votes: readonly KbVoteRow[],
  userId: number,
): Helpful {
  const yes = votes.filter((vote) => vote.helpful).length
  return {
    yes: row.helpfulYes + yes,
    no: row.helpfulNo + votes.length - yes,
    mine: votes.find((vote) => vote.userId === userId)?.helpful ?? null,
  }
}
