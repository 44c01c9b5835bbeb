/**
 * The seeded knowledge base: the agency's own how-to articles for its staff, in six categories.
 * Ids follow the order below; related questions are named by slug here and stored by id.
 */
import { agencyArticles } from './faq.seed-articles-agency'
import { billingArticles } from './faq.seed-articles-billing'
import { claimsArticles } from './faq.seed-articles-claims'
import type { KbCategoryRow, KbQuestionRow } from './faq.table'

export interface SeedArticle {
  slug: string
  /** The category's slug. */
  category: string
  title: string
  lastUpdated: string
  related: string[]
  /** Answers to "was this helpful?" from before this install: yes, no. */
  votes: [number, number]
  content: string
}

const img = (slug: string) => `/images/faq/${slug}.svg`

export const seedKbCategories: KbCategoryRow[] = [
  {
    id: 1,
    slug: 'claims',
    title: 'Claims',
    desc: 'Taking the first notice of a loss, following it with the insurer and closing it with the client.',
    img: img('claims'),
    icon: 'IconFileAlert',
    iconColor: 'red',
  },
  {
    id: 2,
    slug: 'policies',
    title: 'Policies',
    desc: 'Issuing new policies, adding drivers, sums insured, excess and changes mid-term.',
    img: img('policies'),
    icon: 'IconShieldCheck',
    iconColor: 'brand',
  },
  {
    id: 3,
    slug: 'billing',
    title: 'Billing and payments',
    desc: 'Direct debits, returned payments, invoices and refunds.',
    img: img('billing'),
    icon: 'IconFileInvoice',
    iconColor: 'green',
  },
  {
    id: 4,
    slug: 'renewals',
    title: 'Renewals',
    desc: 'The monthly renewal calendar, the yearly review and cancellations at renewal.',
    img: img('renewals'),
    icon: 'IconCalendarRepeat',
    iconColor: 'orange',
  },
  {
    id: 5,
    slug: 'agency-tools',
    title: 'Agency tools',
    desc: 'Working offline, the agency’s data, roles and permissions, and the shared calendar.',
    img: img('agency-tools'),
    icon: 'IconTools',
    iconColor: 'cyan',
  },
  {
    id: 6,
    slug: 'compliance',
    title: 'Compliance',
    desc: 'Data protection, money laundering checks, complaints and training.',
    img: img('compliance'),
    icon: 'IconScale',
    iconColor: 'grape',
  },
]

const articles = [...claimsArticles, ...billingArticles, ...agencyArticles]
const idOf = new Map(articles.map((article, index) => [article.slug, index + 1]))
const categoryOf = new Map(seedKbCategories.map((category) => [category.slug, category.id]))

/** A seed that names a slug that does not exist is a mistake: fail loudly, at once. */
function known<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`The knowledge base seed names an unknown ${key}`)
  return value
}

export const seedKbQuestions: KbQuestionRow[] = articles.map((article, index) => ({
  id: index + 1,
  categoryId: known(categoryOf, article.category),
  slug: article.slug,
  title: article.title,
  lastUpdated: article.lastUpdated,
  content: article.content.trim().replace(/\n/g, ''),
  related: article.related.map((slug) => known(idOf, slug)),
  helpfulYes: article.votes[0],
  helpfulNo: article.votes[1],
}))
