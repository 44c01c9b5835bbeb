/** The knowledge base's articles on billing and renewals. */
import type { SeedArticle } from './faq.seed-kb'

export const billingArticles: SeedArticle[] = [
  {
    slug: 'setting-up-a-direct-debit',
    category: 'billing',
    title: 'Setting up a direct debit',
    lastUpdated: '2026-09-08',
    related: ['handling-a-returned-payment', 'how-to-issue-a-new-policy'],
    votes: [15, 1],
    content: `
<p>Most premiums are collected by SEPA direct debit. It is the cheapest way for the client and the one least likely to fail.</p>
<h2>What we need</h2>
<ul>
<li>The account’s IBAN, checked with the client by reading it back.</li>
<li>The account holder’s name, if it is not the policyholder.</li>
<li>A signed <strong>SEPA mandate</strong>: the client’s permission for the insurer to charge the account.</li>
</ul>
<h2>Steps</h2>
<ol>
<li>Enter the IBAN and the payment plan in the insurer’s portal.</li>
<li>Send the mandate to the client to sign; keep the signed copy in the file.</li>
<li>Tell the client the day of each charge and the amount.</li>
</ol>
<h3>Changing the account</h3>
<p>A new IBAN from the same holder needs only the client’s request by email. A new holder needs a new mandate. Changes received before the 20th apply to the next month. When a charge comes back unpaid, see <a href="/pages/knowledge-base/billing/handling-a-returned-payment">Handling a returned payment</a>.</p>`,
  },
  {
    slug: 'handling-a-returned-payment',
    category: 'billing',
    title: 'Handling a returned payment',
    lastUpdated: '2026-10-20',
    related: ['setting-up-a-direct-debit', 'when-a-client-wants-to-cancel-at-renewal'],
    votes: [11, 3],
    content: `
<p>A returned direct debit is not a cancellation, but it can become one. Act the same week.</p>
<h2>Why it matters</h2>
<ul>
<li>A <strong>first premium</strong> that is not paid means there is no cover at all.</li>
<li>A <strong>later premium</strong>: the client stays covered for one month after the due date; after that, cover is suspended until the premium is paid.</li>
</ul>
<h2>What to do</h2>
<ol>
<li>Call the client: most returns are an empty account or a changed bank.</li>
<li>Agree how to pay: a second charge, a card payment or a transfer. A new bank account is set up as in <a href="/pages/knowledge-base/billing/setting-up-a-direct-debit">Setting up a direct debit</a>.</li>
<li>Tell the insurer, so it does not start its own reminder letters.</li>
<li>Note the call and the agreed date in the client’s file.</li>
</ol>
<p>If a client cannot pay, talk about a cheaper cover or a different instalment plan before the month ends, not after.</p>`,
  },
  {
    slug: 'issuing-an-invoice-for-a-premium',
    category: 'billing',
    title: 'Issuing an invoice for a premium',
    lastUpdated: '2026-08-05',
    related: ['setting-up-a-direct-debit', 'refunds-after-a-cancellation'],
    votes: [7, 1],
    content: `
<p>Insurance premiums are exempt from VAT but carry the insurance premium tax and the Consorcio surcharge. Business clients often need an invoice for their accounts.</p>
<h2>Premium invoices</h2>
<p>The insurer issues the premium receipt. When a business asks for an invoice with its tax number, request it from the insurer and send it within two working days.</p>
<h2>Agency fees</h2>
<p>Our own fees, for example for a risk survey or managing a fleet, are invoiced by the agency:</p>
<ol>
<li>Open <a href="/apps/invoice/add">a new invoice</a> and choose the client.</li>
<li>Describe the service and the period it covers.</li>
<li>Send it, and record the payment when it arrives.</li>
</ol>
<h3>Good to know</h3>
<ul>
<li>Never put a premium and a fee on the same invoice.</li>
<li>Keep invoices for six years.</li>
</ul>`,
  },
  {
    slug: 'refunds-after-a-cancellation',
    category: 'billing',
    title: 'Refunds after a cancellation',
    lastUpdated: '2026-07-29',
    related: ['when-a-client-wants-to-cancel-at-renewal', 'mid-term-changes-and-endorsements'],
    votes: [10, 2],
    content: `
<p>When a policy ends before its renewal date for a reason the law recognises, the client gets back the premium for the days left.</p>
<h2>When a refund is due</h2>
<ul>
<li>The insured car or home was sold.</li>
<li>The client used the cooling-off period (14 days for distance sales, 30 for life).</li>
<li>The insurer changed the terms and the client did not accept them.</li>
</ul>
<h2>How it is calculated</h2>
<p>The unused days of the period, in proportion to the premium. On annual premiums paid upfront, that can be a large amount; on monthly plans, usually a part of one instalment.</p>
<h3>Steps</h3>
<ol>
<li>Get the document that proves the reason (a sale contract, the cancellation request).</li>
<li>Request the cancellation and the refund in the insurer’s portal.</li>
<li>Tell the client the amount and when it will reach their account, usually within 15 days.</li>
</ol>
<p>A client who simply does not want to renew gets no refund: see <a href="/pages/knowledge-base/renewals/when-a-client-wants-to-cancel-at-renewal">When a client wants to cancel at renewal</a>.</p>`,
  },
  {
    slug: 'preparing-the-renewal-calendar',
    category: 'renewals',
    title: 'Preparing the renewal calendar',
    lastUpdated: '2026-11-10',
    related: ['reviewing-a-policy-before-renewal', 'using-the-shared-calendar'],
    votes: [19, 1],
    content: `
<p>Every month, the agency reviews the policies that renew two months later. The calendar makes sure no client is forgotten.</p>
<h2>On the first working day of the month</h2>
<ol>
<li>List the policies renewing in two months.</li>
<li>Add a review appointment for each one to the <a href="/apps/calendar">shared calendar</a>, assigned to the client’s agent.</li>
<li>Mark the policies with claims this year: those reviews come first.</li>
</ol>
<h2>What the agent prepares</h2>
<ul>
<li>The insurer’s renewal premium, and a comparison with one or two other insurers when it rose by more than 10%.</li>
<li>Whether the sums insured still fit (a renovation, a new car, a new employee).</li>
</ul>
<h3>Two weeks before renewal</h3>
<p>Every client has had a call or an email about their renewal. See <a href="/pages/knowledge-base/renewals/reviewing-a-policy-before-renewal">Reviewing a policy before renewal</a>.</p>`,
  },
  {
    slug: 'reviewing-a-policy-before-renewal',
    category: 'renewals',
    title: 'Reviewing a policy before renewal',
    lastUpdated: '2026-10-27',
    related: ['understanding-sums-insured-and-excess', 'preparing-the-renewal-calendar', 'when-a-client-wants-to-cancel-at-renewal'],
    votes: [22, 2],
    content: `
<p>A renewal is the one time each year we are sure to talk to the client. Use it.</p>
<h2>Five questions for every client</h2>
<ol>
<li>Has anything changed at home, in the car or in the business?</li>
<li>Is the sum insured still the cost to rebuild or replace? (See <a href="/pages/knowledge-base/policies/understanding-sums-insured-and-excess">Understanding sums insured and excess</a>.)</li>
<li>Would a higher excess suit them in exchange for a lower premium?</li>
<li>Do they need a cover they do not have (cyber, legal expenses, travel)?</li>
<li>Are their phone, email and bank details still right?</li>
</ol>
<h2>When the premium rises</h2>
<ul>
<li>Explain why: the insurer’s general rise, a claim, a new driver.</li>
<li>Offer an alternative quote when the rise is over 10%.</li>
</ul>
<p>Record what was agreed in the client’s file, and the date of the call.</p>`,
  },
  {
    slug: 'when-a-client-wants-to-cancel-at-renewal',
    category: 'renewals',
    title: 'When a client wants to cancel at renewal',
    lastUpdated: '2026-09-17',
    related: ['refunds-after-a-cancellation', 'reviewing-a-policy-before-renewal'],
    votes: [13, 4],
    content: `
<p>A client may end a policy at its renewal date by telling the insurer at least <strong>one month before</strong>. The insurer must give two months’ notice if it is the one that wants to end it.</p>
<h2>Before processing it</h2>
<ul>
<li>Ask why. A premium that rose can often be brought down with a different excess or insurer.</li>
<li>Check that the client has new cover from the same day, especially for a car: driving uninsured is an offence.</li>
</ul>
<h2>Processing it</h2>
<ol>
<li>Get the request in writing: an email from the address on file is enough.</li>
<li>Send it to the insurer the same day and keep the proof of sending.</li>
<li>Confirm the end date to the client, and cancel the direct debit.</li>
</ol>
<h3>Notice too late</h3>
<p>If the month has passed, the policy renews. Explain the options: a mid-year cancellation is only possible in the cases the law lists (see <a href="/pages/knowledge-base/billing/refunds-after-a-cancellation">Refunds after a cancellation</a>).</p>`,
  },
] // prettier-ignore
