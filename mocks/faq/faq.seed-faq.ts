/**
 * The seeded FAQ: what the agency's clients ask most, by category, answered as the agency would
 * (a Spanish agency: euros, Spanish insurance law). Hand-written, so tests can name its rows.
 */
import type { FaqCategoryRow, FaqItemRow, FaqSupportRow } from './faq.table'

type Category = Omit<FaqCategoryRow, 'id'> & { qandA: [question: string, ans: string][] }

const categories: Category[] = [
  {
    slug: 'payments',
    icon: 'IconCreditCard',
    title: 'Payments',
    subtitle: 'How and when premiums are paid',
    qandA: [
      ['Which payment methods do you accept?', 'Direct debit from any bank account in the SEPA area (the default, and the cheapest for you), debit or credit card, and bank transfer for annual premiums. For your safety we do not take cash at the office.'],
      ['Can I pay my premium in instalments?', 'Yes. Home, motor and business policies can be paid yearly, half-yearly, quarterly or monthly by direct debit. Insurers add a small surcharge for instalments, usually 2% to 5% of the premium; the exact figure is on your quote before you accept it.'],
      ['When will my premium be charged?', 'The first instalment is charged when the policy starts, and the following ones on the same day of each period. We email you a reminder seven days before every charge, and the receipt once it is paid.'],
      ['What happens if a payment fails?', 'We contact you the same week and the insurer tries the charge again. Cover for a first premium starts only once it is paid; for later premiums the insurer keeps you covered for one month after the due date, after which the policy is suspended until it is paid. Call us before that month ends and we will sort it out together.'],
      ['How do I change the bank account for my direct debits?', 'Send us the new IBAN from the email address we have on file. If the account holder changes, the new holder signs a SEPA mandate that we send you. Changes received before the 20th apply to the next month’s charge.'],
      ['Can I get an invoice for my premium?', 'Yes. Every premium paid has a receipt, and businesses can ask for an invoice with their tax number. We send it within two working days of your request.'],
    ],
  },
  {
    slug: 'policies-and-coverage',
    icon: 'IconShieldCheck',
    title: 'Policies and coverage',
    subtitle: 'What you are covered for, and changing it',
    qandA: [
      ['How do I know what my policy covers?', 'Your policy has general conditions, the same for everyone with that product, and particular conditions with your own sums insured, excess and optional covers. Where they differ, the particular conditions apply. Ask us for a one-page summary at any time.'],
      ['What is an excess?', 'The part of each claim you pay yourself. With a €300 excess and a €1,000 repair, the insurer pays €700. A higher excess lowers the premium: we can quote both so you can compare.'],
      ['Can I add a driver to my car insurance?', 'Yes, at any time. Send us the driver’s name, date of birth and the date they passed their test. Young or newly qualified drivers may change the premium. The change applies once the insurer confirms it, usually the same day.'],
      ['Is my home insured for its market value?', 'No. The building is insured for its rebuilding cost, which leaves out the land and is usually below the market price; contents are insured for what it costs to replace them. If the sums are too low, every claim is paid in proportion, so we review them with you at each renewal.'],
      ['Am I covered when I travel abroad?', 'Motor policies cover the European Union and the other Green Card countries listed on your certificate. Contents you take on a trip are covered worldwide up to the limit in your particular conditions. For medical costs take travel insurance: the European Health Insurance Card only covers public healthcare.'],
      ['How do I change my cover in the middle of the year?', 'Tell us what you need. The insurer issues an endorsement with the new terms and charges or refunds the difference for the rest of the period.'],
      ['Does home insurance cover damage from a storm?', 'Wind, hail and rain damage are covered by most home policies above the speeds or amounts the policy names. Floods and extraordinary storms in Spain are paid by the Consorcio de Compensación de Seguros through your own policy, so report them to us as usual.'],
    ],
  },
  {
    slug: 'claims',
    icon: 'IconFileAlert',
    title: 'Claims',
    subtitle: 'Reporting a loss and following it to payment',
    qandA: [
      ['How do I report a claim?', 'Call us or the insurer’s 24-hour assistance line as soon as you can, and within seven days at the latest. Have your policy number ready, with the date and place, a short account of what happened and, if it is safe to take them, photos.'],
      ['What documents will I need for a claim?', 'Usually photos of the damage, receipts or invoices for damaged items and a repair estimate. For a theft, the police report. For a car accident, the joint accident report signed by both drivers saves weeks.'],
      ['How long does a claim take?', 'Simple home claims are usually settled in two to four weeks. The insurer must pay, or offer the amount it does not dispute, within 40 days of receiving the claim; larger losses with an adjuster take longer. We chase the insurer for you and tell you at each step.'],
      ['Can I choose my own repairer?', 'Most motor policies let you choose any garage, although the insurer’s own network repairs without you paying upfront. For home claims the insurer may send its repairer or pay you the assessed cost.'],
      ['What if I disagree with the adjuster?', 'Tell us before the deadline in the insurer’s letter. You may appoint your own expert; if the two experts disagree, a third one decides. We help you put the figures together.'],
      ['Will a claim make my premium go up?', 'It can. Motor insurers reward years without claims, so a claim where you were at fault lowers that discount at renewal. One home claim rarely changes the premium. Ask us before claiming a small loss: sometimes paying it yourself costs less.'],
      ['Who pays if the other driver was at fault?', 'The other driver’s insurer. Under the agreement between Spanish insurers, your own insurer usually repairs your car and recovers the cost from theirs, so you do not have to deal with them.'],
    ],
  },
  {
    slug: 'cancellations-and-refunds',
    icon: 'IconReceiptRefund',
    title: 'Cancellations and refunds',
    subtitle: 'Ending a policy and getting premium back',
    qandA: [
      ['How do I cancel my policy at renewal?', 'Send us written notice at least one month before the renewal date, as the law requires. An email from the address we have on file is enough, or we send you a form to sign, and we pass it to the insurer.'],
      ['Can I cancel in the middle of the year?', 'Only in particular cases: when you sell the insured car or home, when the insurer changes the terms, or within the cooling-off period of a policy taken out by phone or online. Otherwise the policy runs until its renewal date.'],
      ['Do I get money back when I cancel?', 'When a policy ends early for a reason the law recognises, such as the sale of the car, the insurer refunds the unused part of the premium. The refund goes to the account the premium came from, usually within 15 days.'],
      ['What is the cooling-off period?', 'Policies taken out by phone or online can be cancelled within 14 days, and life policies within 30 days, without giving a reason. You get back the premium for the days left.'],
      ['I sold my car. What happens to the insurance?', 'Send us the sale contract or the transfer document from the traffic authority. We cancel the policy from the day of the sale and claim back the unused premium, or move the cover to your new car.'],
    ],
  },
  {
    slug: 'account-and-security',
    icon: 'IconLock',
    title: 'Account and security',
    subtitle: 'Your client area, your data, your safety',
    qandA: [
      ['How do I reset my password?', 'Choose “Forgot password” on the sign-in page and we email you a link that works for one hour. If it does not arrive, look in your spam folder or call us to check the address we have on file.'],
      ['How do I update my contact details?', 'Change them in your account settings, or tell us by email. Keep your phone number and email up to date: renewal notices and claim updates are sent there.'],
      ['Do you share my personal data?', 'Only with the insurers that quote or cover you and with the adjusters and repairers working on your claims, as the contract requires. We never sell data. You may ask for a copy, a correction or its deletion at any time.'],
      ['How do I spot a fake email from the agency?', 'We never ask for your password or card number by email or phone, and payment links only come from our own domain. If in doubt, do not click: forward the message to our support address and call us.'],
      ['Can someone else manage my policies for me?', 'Yes, with a signed authorisation that names the person and what they may do, such as reporting claims or changing bank details. Without one we cannot discuss your policies, even with relatives.'],
      ['Why was I signed out?', 'For your security the client area signs you out after a while without activity. Sign in again: nothing you saved is lost.'],
    ],
  },
] // prettier-ignore

export const seedFaqCategories: FaqCategoryRow[] = categories.map(({ qandA: _, ...row }, i) => ({
  id: i + 1,
  ...row,
}))

export const seedFaqItems: FaqItemRow[] = categories
  .flatMap((category, i) => category.qandA.map(([question, ans]) => ({ categoryId: i + 1, question, ans })))
  .map((row, i) => ({ id: i + 1, ...row })) // prettier-ignore

export const seedSupport: FaqSupportRow = {
  id: 1,
  phone: '+34 963 52 18 40',
  email: 'support@doe-insurance.example',
}
