import { beforeEach, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, importEdited, signIn } from '@mocks/test/api'
import { signInColleague } from '@mocks/test/colleague'
import {
  faqDataSchema,
  helpfulAnswerSchema,
  kbCategoryAnswerSchema,
  kbQuestionAnswerSchema,
  knowledgeBaseSchema,
} from '@/features/faq/faq.schema'
import { kbVotes } from './faq.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken

/** A GET that must succeed; the answer is parsed with the contract (strict shapes). */
async function read<T>(
  token: string,
  path: string,
  schema: { parse: (input: unknown) => T },
  query: Record<string, string> = {},
) {
  const result = await call('GET', path, { token, query })
  expect(result.status, `${path} ${JSON.stringify(query)}`).toBe(200)
  return schema.parse(result.body)
}
const faq = (token: string, q?: string) =>
  read(token, '/faq/data', faqDataSchema, q === undefined ? {} : { q })
const knowledgeBase = (token: string, q?: string) =>
  read(token, '/faq/data/knowledge_base', knowledgeBaseSchema, q === undefined ? {} : { q })
const question = (token: string, slug: string) =>
  read(token, '/faq/data/question', kbQuestionAnswerSchema, { question: slug })
const vote = (token: string | null, body: unknown) =>
  call<ErrorBody>('POST', '/faq/data/question/helpful', { token, body })

/** A colleague with the help center's ability, signed in: per-user answers differ. */
const colleague = () => signInColleague('Faq')

describe('GET /faq/data', () => {
  it('answers every category in order, with its questions and answers, and the support line', async () => {
    const data = await faq(await admin())
    expect(data.faqData.map((category) => [category.slug, category.qandA.length])).toEqual([
      ['payments', 6],
      ['policies-and-coverage', 7],
      ['claims', 7],
      ['cancellations-and-refunds', 5],
      ['account-and-security', 6],
    ])
    expect(data.faqData[0]).toMatchObject({
      id: 1,
      icon: 'IconCreditCard',
      title: 'Payments',
      subtitle: 'How and when premiums are paid',
    })
    expect(data.faqData[0]!.qandA[0]).toEqual({
      id: 1,
      question: 'Which payment methods do you accept?',
      ans: expect.stringMatching(/^Direct debit from any bank account/),
    })
    expect(data.contact).toEqual({
      phone: '+34 963 52 18 40',
      email: 'support@doe-insurance.example',
    })
  })

  it('searches questions and answers, whatever the case, keeping only categories with a match', async () => {
    const token = await admin()
    // "EXCESS" names one question, and is in the answer of another that does not say it.
    const excess = await faq(token, '  EXCESS ')
    expect(excess.faqData.map((category) => category.slug)).toEqual(['policies-and-coverage'])
    expect(excess.faqData[0]!.qandA.map((item) => item.question)).toEqual([
      'How do I know what my policy covers?',
      'What is an excess?',
    ])
    for (const item of excess.faqData[0]!.qandA)
      expect(`${item.question} ${item.ans}`).toMatch(/excess/i)

    // A word found only in an answer: "Consorcio" is never in a question.
    const consorcio = await faq(token, 'consorcio')
    expect(consorcio.faqData.map((category) => category.slug)).toEqual(['policies-and-coverage'])
    expect(consorcio.faqData[0]!.qandA.map((item) => item.question)).toEqual([
      'Does home insurance cover damage from a storm?',
    ])
    // Every word must appear, in any order; accents do not matter.
    const words = await faq(token, 'CAR sóld')
    expect(words.faqData.flatMap((c) => c.qandA.map((item) => item.question))).toEqual([
      'I sold my car. What happens to the insurance?',
    ])
    const none = await faq(token, 'pet hamster')
    expect(none.faqData).toEqual([])
    expect(none.contact.phone).toBe('+34 963 52 18 40')
    // A blank search is no search.
    expect((await faq(token, '   ')).faqData).toHaveLength(5)
  })
})

describe('GET /faq/data/knowledge_base', () => {
  it('answers the categories with their pictures, icons, colours and counts, and no questions', async () => {
    const data = await knowledgeBase(await admin())
    expect(data.knowledgeBase.map((entry) => [entry.category, entry.count])).toEqual([
      ['claims', 4],
      ['policies', 4],
      ['billing', 4],
      ['renewals', 3],
      ['agency-tools', 4],
      ['compliance', 4],
    ])
    expect(data.knowledgeBase[0]).toEqual({
      id: 1,
      category: 'claims',
      img: '/images/faq/claims.svg',
      title: 'Claims',
      desc: expect.stringContaining('first notice'),
      icon: 'IconFileAlert',
      iconColor: 'red',
      count: 4,
    })
    expect(data.questions).toEqual([])
  })

  it('finds questions by their wording, case-insensitively, each with its category', async () => {
    const token = await admin()
    const data = await knowledgeBase(token, 'CLAIM')
    expect(data.questions.map((found) => `${found.category}/${found.slug}`)).toEqual([
      'claims/how-to-file-a-claim',
      'claims/storm-and-water-damage-claims',
      'claims/following-up-a-claim-with-the-insurer',
    ])
    expect(data.questions[0]).toEqual({
      id: 1,
      question: 'How to file a claim',
      slug: 'how-to-file-a-claim',
      category: 'claims',
      categoryTitle: 'Claims',
    })
    expect(data.knowledgeBase).toHaveLength(6)
    // Only the question's wording is searched, not its article.
    expect((await knowledgeBase(token, 'Consorcio')).questions).toEqual([])
  })
})

describe('GET /faq/data/category', () => {
  it('answers the category with its questions as links', async () => {
    const { category } = await read(await admin(), '/faq/data/category', kbCategoryAnswerSchema, {
      category: 'renewals',
    })
    expect(category).toMatchObject({ slug: 'renewals', title: 'Renewals', iconColor: 'orange' })
    expect(category.questions).toEqual([
      { id: 13, question: 'Preparing the renewal calendar', slug: 'preparing-the-renewal-calendar' },
      { id: 14, question: 'Reviewing a policy before renewal', slug: 'reviewing-a-policy-before-renewal' },
      { id: 15, question: 'When a client wants to cancel at renewal', slug: 'when-a-client-wants-to-cancel-at-renewal' },
    ]) // prettier-ignore
  })
})

describe('GET /faq/data/question', () => {
  it('answers the article, its category, its related questions and the helpful counts', async () => {
    const { question: found } = await question(await admin(), 'how-to-file-a-claim')
    expect(found).toMatchObject({
      id: 1,
      slug: 'how-to-file-a-claim',
      title: 'How to file a claim',
      lastUpdated: '2026-10-14',
      category: { slug: 'claims', title: 'Claims' },
      helpful: { yes: 24, no: 2, mine: null },
    })
    expect(found.content).toMatch(/^<p>A claim starts with/)
    expect(found.content).toContain('<h2>Take the first notice</h2>')
    expect(found.content).toContain(
      'href="/pages/knowledge-base/claims/what-to-do-after-a-car-accident"',
    )
    expect(found.relatedQuestions.map((item) => `${item.category}/${item.slug}`)).toEqual([
      'claims/what-to-do-after-a-car-accident',
      'claims/following-up-a-claim-with-the-insurer',
      'claims/storm-and-water-damage-claims',
    ])
    // Related questions from another category carry that category.
    const { question: storm } = await question(await admin(), 'storm-and-water-damage-claims')
    expect(storm.relatedQuestions[1]).toMatchObject({
      slug: 'understanding-sums-insured-and-excess',
      category: 'policies',
      categoryTitle: 'Policies',
    })
  })

  it('404s an unknown question, or one asked within a category it is not in', async () => {
    const token = await admin()
    const unknown = await call<ErrorBody>('GET', '/faq/data/question', {
      token,
      query: { question: 'how-to-file-a-complaint-about-cats' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toEqual({ code: 'not_found', message: 'Question not found' })
    const elsewhere = await call('GET', '/faq/data/question', {
      token,
      query: { question: 'how-to-file-a-claim', category: 'billing' },
    })
    expect(elsewhere.status).toBe(404)
    const home = await call('GET', '/faq/data/question', {
      token,
      query: { question: 'how-to-file-a-claim', category: 'claims' },
    })
    expect(home.status).toBe(200)
    const category = await call<ErrorBody>('GET', '/faq/data/category', {
      token,
      query: { category: 'pets' },
    })
    expect(category.status).toBe(404)
    expect(category.body.error.message).toBe('Category not found')
  })
})

describe('bad input', () => {
  it('answers 400 naming the field for a missing, empty or malformed slug, or a long search', async () => {
    const token = await admin()
    const cases: [string, Record<string, string | string[]>, string][] = [
      ['/faq/data/category', {}, 'category'],
      ['/faq/data/category', { category: '' }, 'category'],
      ['/faq/data/category', { category: 'Claims' }, 'category'],
      ['/faq/data/category', { category: 'claims--two' }, 'category'],
      ['/faq/data/category', { category: 'x'.repeat(81) }, 'category'],
      ['/faq/data/question', {}, 'question'],
      ['/faq/data/question', { question: '../etc/passwd' }, 'question'],
      ['/faq/data/question', { question: 'how-to-file-a-claim', category: ' ' }, 'category'],
      ['/faq/data', { q: 'x'.repeat(101) }, 'q'],
      ['/faq/data', { q: ['claim', 'car'] }, 'q'],
      ['/faq/data/knowledge_base', { q: 'x'.repeat(101) }, 'q'],
    ]
    for (const [path, query, field] of cases) {
      const result = await call<ErrorBody>('GET', path, { token, query })
      expect(result.status, `${path} ${JSON.stringify(query)}`).toBe(400)
      expect(result.body.error.code).toBe('bad_request')
      expect(result.body.error.fields, `${path} ${JSON.stringify(query)}`).toHaveProperty(field)
    }
  })
})

describe('POST /faq/data/question/helpful', () => {
  it('keeps one answer per user, replaced by a later one; the same answer again changes nothing', async () => {
    const token = await admin()
    const first = await vote(token, { question: 'working-offline', helpful: true })
    expect(first.status).toBe(200)
    expect(helpfulAnswerSchema.parse(first.body).helpful).toEqual({ yes: 15, no: 0, mine: true })
    const again = await vote(token, { question: 'working-offline', helpful: true })
    expect(again.body).toEqual(first.body)
    expect(await kbVotes().count()).toBe(1)
    // Answers sent at once queue in the write transaction: still one row for the user, holding
    // one of them (which one ran last depends on the machine, not on the order they were sent).
    await Promise.all(
      [true, false, true].map((helpful) => vote(token, { question: 'working-offline', helpful })),
    )
    expect(await kbVotes().toArray()).toEqual([
      { questionId: 16, userId: 1, helpful: expect.any(Boolean) },
    ])

    const changed = await vote(token, { question: 'working-offline', helpful: false })
    expect(changed.body).toEqual({ helpful: { yes: 14, no: 1, mine: false } })
    expect((await question(token, 'working-offline')).question.helpful).toEqual({
      yes: 14,
      no: 1,
      mine: false,
    })
    // Another user's answer counts for everyone, but "mine" is each caller's own.
    const other = await colleague()
    expect((await question(other, 'working-offline')).question.helpful.mine).toBeNull()
    await vote(other, { question: 'working-offline', helpful: true })
    expect((await question(token, 'working-offline')).question.helpful).toEqual({
      yes: 15,
      no: 1,
      mine: false,
    })
  })

  it('answers 404 for an unknown question and 400 naming a bad field, writing nothing', async () => {
    const token = await admin()
    const unknown = await vote(token, { question: 'no-such-question', helpful: true })
    expect(unknown.status).toBe(404)
    for (const [body, field] of [
      [{ question: 'working-offline', helpful: 'yes' }, 'helpful'],
      [{ question: 'working-offline' }, 'helpful'],
      [{ question: 'Working Offline', helpful: true }, 'question'],
      [{ question: 7, helpful: true }, 'question'],
      [{ helpful: false }, 'question'],
    ] as const) {
      const result = await vote(token, body)
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.body.error.fields, JSON.stringify(body)).toHaveProperty(field)
    }
    expect(await kbVotes().count()).toBe(0)
  })
})

describe('access', () => {
  const reads: [string, Record<string, string>][] = [
    ['/faq/data', {}],
    ['/faq/data/knowledge_base', {}],
    ['/faq/data/category', { category: 'claims' }],
    ['/faq/data/question', { question: 'how-to-file-a-claim' }],
  ]

  it('answers 403 to the client and 401 without a token, on every endpoint, writing nothing', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const [path, query] of reads) {
      const refused = await call<ErrorBody>('GET', path, { token: accessToken, query })
      expect(refused.status, path).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      expect((await call('GET', path, { query })).status, path).toBe(401)
    }
    const body = { question: 'working-offline', helpful: true }
    expect((await vote(accessToken, body)).status).toBe(403)
    expect((await vote(null, body)).status).toBe(401)
    expect(await kbVotes().count()).toBe(0)
  })
})

describe('imported help center rows', () => {
  it('are checked whole: a picture from outside the app is refused and nothing changes', async () => {
    const token = await admin()
    const doc = await exportDatabase(token)
    expect(doc.tables.faqKbQuestions).toHaveLength(23)
    const refused = await importEdited(token, doc, 'faqKbCategories', {
      img: 'https://tracker.example/pixel.png',
    })
    expect(refused.status).toBe(400)
    expect((await knowledgeBase(token)).knowledgeBase[0]!.img).toBe('/images/faq/claims.svg')
  })
})
