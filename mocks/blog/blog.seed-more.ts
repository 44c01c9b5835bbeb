/** The agency's later posts, and one draft still being written. Hand-written. */
import type { SeedPost } from './blog.seed'

export const laterPosts: SeedPost[] = [
  {
    title: 'A 30-minute phishing drill for a ten-person office',
    img: 'phishing',
    tags: ['Cyber', 'Training'],
    categories: ['cyber'],
    author: 'diego',
    createdTime: '2025-04-09T10:30:00+02:00',
    excerpt:
      'Most breaches start with one click. A half-hour routine that teaches a small team to pause before it clicks.',
    content: `<p>Insurers ask more and more about staff training. The good news: it does not need a consultant.</p>
<h2>The drill</h2>
<ol><li><strong>Five minutes:</strong> show three real phishing emails your team received.</li><li><strong>Ten minutes:</strong> everyone marks the warning signs on paper.</li><li><strong>Ten minutes:</strong> agree on one rule for payments: a phone call before any new bank account.</li><li><strong>Five minutes:</strong> write down who to call when something looks wrong.</li></ol>
<p>Repeat it every quarter. Keep the attendance sheet: it is evidence for your cyber policy.</p>`,
  },
  {
    title: 'Renewing home insurance after a renovation',
    img: 'renovation',
    tags: ['Renewals', 'Home'],
    categories: ['renewals', 'home-auto'],
    author: 'sofia',
    createdTime: '2025-04-23T12:00:00+02:00',
    excerpt:
      'A new kitchen raises the rebuilding cost of your home. Tell us before the renewal, not after a claim.',
    content: `<p>Renovations add value, and value is what the sum insured must follow.</p>
<h2>What to tell us</h2>
<ul><li>Rooms added or converted, such as an attic or a garage.</li><li>New fitted kitchens and bathrooms.</li><li>Solar panels, heat pumps and new security systems.</li></ul>
<h3>Why it matters</h3>
<p>If the sum insured is too low, the insurer may pay only part of a claim, <em>even a small one</em>. Bring the builder's invoice to your renewal review and we will update it together.</p>`,
  },
  {
    title: 'Welcome Camila, our new claims advocate',
    img: 'welcome',
    tags: ['Team'],
    categories: ['team', 'claims'],
    author: 'javier',
    createdTime: '2025-05-07T16:30:00+02:00',
    excerpt:
      'Camila joins the claims desk after eight years with a motor insurer. She will follow every claim from the first call.',
    content: `<p>We are happy to welcome <strong>Camila Rojas</strong> to the claims desk.</p>
<p>Camila spent eight years handling motor and household claims on the insurer's side, so she knows what adjusters look for and how to get a file moving.</p>
<h2>What changes for you</h2>
<ul><li>Every new claim gets a named advocate within one working day.</li><li>You receive an update at least once a week until it is settled.</li></ul>
<p>Say hello when you next visit the office: she is the one with the very organised desk.</p>`,
  },
  {
    title: 'Travel cover before the summer rush',
    img: 'travel',
    tags: ['Travel', 'Checklist'],
    categories: ['home-auto'],
    author: 'mariana',
    createdTime: '2025-05-21T09:15:00+02:00',
    excerpt:
      'Cancellations, lost luggage and medical bills abroad: a short checklist before you book the summer trip.',
    content: `<p>Buy travel cover when you book, not when you pack: cancellation cover starts the day the policy does.</p>
<h2>Check before you go</h2>
<ul><li>Medical expenses abroad, including repatriation.</li><li>Cancellation for illness in the family.</li><li>Luggage and documents, with the receipts you may need.</li><li>Hired cars: the rental desk's excess can be insured for less elsewhere.</li></ul>
<p>Frequent travellers save with an annual policy. Ask us for a quote.</p>`,
  },
  {
    title: 'Fleet renewals for delivery businesses',
    img: 'fleet',
    tags: ['Fleet', 'Renewals'],
    categories: ['renewals', 'small-business'],
    author: 'john',
    createdTime: '2025-06-04T08:00:00+02:00',
    status: 'draft',
    excerpt:
      'Notes for the fleet renewal guide: telematics discounts, driver lists and claims history.',
    content: `<p>Draft: what delivery firms should prepare before their fleet renewal.</p>
<ul><li>The driver list with licence dates.</li><li>Three years of claims history.</li><li>Telematics data, if the vans have it.</li></ul>`,
  },
]
