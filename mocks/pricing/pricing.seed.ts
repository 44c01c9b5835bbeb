/**
 * The seeded plans (the product's prices and benefits), the questions agencies ask before they
 * choose one, the administrator on Standard, billed monthly, and the install's license.
 * Deterministic.
 */
import type { Seed } from '@mocks/db/seed'
import { ADMIN_USER_ID } from '@mocks/auth/auth.seed'
import { licenseKeyFrom } from './pricing.license-key'
import type { LicenseRow, PlanRow, QandARow, SubscriptionRow } from './pricing.table'

export const seedPlans: PlanRow[] = [
  {
    id: 'basic',
    title: 'Basic',
    subtitle: 'A simple start for a broker working alone',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: ['100 responses a month', 'Up to 2 subdomains'],
    popular: false,
    image: '/images/pricing/basic.svg',
  },
  {
    id: 'standard',
    title: 'Standard',
    subtitle: 'For a growing agency and its team',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      'Unlimited responses',
      'Instagram profile page',
      'Google Docs integration',
      'Custom “Thank you” page',
    ],
    popular: true,
    image: '/images/pricing/standard.svg',
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'For agencies with several offices',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      'PayPal payments',
      'Logic Jumps',
      'File upload with 5GB storage',
      'Custom domain support',
      'Stripe integration',
    ],
    popular: false,
    image: '/images/pricing/enterprise.svg',
  },
]

const questions: [question: string, ans: string][] = [
  [
    'Does my subscription automatically renew?',
    'Yes. A paid plan renews at the end of each period, monthly or yearly, at the price of the cycle you chose. You can change the plan or the cycle at any time; the new one starts the day you choose it.',
  ],
  [
    'Can I store client files in Corredor?',
    'Yes. Every plan keeps your clients, policies and claims on this device. Enterprise adds file uploads with 5GB of storage, for policy documents and claim photos.',
  ],
  [
    'Can I move from Standard to Enterprise later?',
    'Of course. Choose Enterprise on this page: your data stays where it is and the new features are there at once.',
  ],
  [
    'What happens if I go back to Basic?',
    'Nothing is deleted. Your agency keeps its data; the features of the paid plans are no longer offered, and the 100-responses-a-month limit applies again.',
  ],
  [
    'Is there a discount for paying yearly?',
    'Yes. Paying yearly costs 40 a month on Standard and 80 a month on Enterprise: up to 20% less than paying month by month.',
  ],
]

export const seedQandA: QandARow[] = questions.map(([question, ans], index) => ({
  id: index + 1,
  question,
  ans,
}))

export const seedSubscriptions: SubscriptionRow[] = [
  { userId: ADMIN_USER_ID, plan: 'standard', cycle: 'monthly', since: '2025-01-15T09:00:00.000Z' },
]

export const seedLicense: LicenseRow = {
  id: 1,
  key: licenseKeyFrom('Corredor demo agency'),
  issuedOn: '2025-01-15',
}

export const pricingSeeds: Seed[] = [
  { table: 'pricingPlans', rows: () => seedPlans },
  { table: 'pricingQandA', rows: () => seedQandA },
  { table: 'pricingSubscriptions', rows: () => seedSubscriptions },
  { table: 'pricingLicense', rows: () => [seedLicense] },
]
