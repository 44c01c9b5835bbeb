import type { Seed } from '@mocks/db/seed'
import { seedFaqCategories, seedFaqItems, seedSupport } from './faq.seed-faq'
import { seedKbCategories, seedKbQuestions } from './faq.seed-kb'

export const faqSeeds: Seed[] = [
  { table: 'faqCategories', rows: () => seedFaqCategories },
  { table: 'faqItems', rows: () => seedFaqItems },
  { table: 'faqSupport', rows: () => [seedSupport] },
  { table: 'faqKbCategories', rows: () => seedKbCategories },
  { table: 'faqKbQuestions', rows: () => seedKbQuestions },
]
