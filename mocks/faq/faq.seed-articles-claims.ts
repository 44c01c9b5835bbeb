/** The knowledge base's articles on claims and policies: how the agency's staff work. */
import type { SeedArticle } from './faq.seed-kb'

export const claimsArticles: SeedArticle[] = [
  {
    slug: 'how-to-file-a-claim',
    category: 'claims',
    title: 'How to file a claim',
    lastUpdated: '2026-10-14',
    related: ['what-to-do-after-a-car-accident', 'following-up-a-claim-with-the-insurer', 'storm-and-water-damage-claims'],
    votes: [24, 2],
    content: `
<p>A claim starts with the <strong>first notice of loss</strong>: the call or email in which a client tells us something has happened. The client has seven days to report it, so take the notice the same day, even if some details are missing.</p>
<h2>Take the first notice</h2>
<ol>
<li>Find the policy and check that it was in force on the date of the loss and that the premium is paid.</li>
<li>Write down the date, time and place, what happened, who was involved and any injuries.</li>
<li>Ask for photos of the damage and tell the client not to throw anything away before the adjuster has seen it.</li>
<li>For a theft or vandalism, ask the client to file a police report and send us a copy.</li>
</ol>
<h2>Send it to the insurer</h2>
<p>Report the claim through the insurer’s portal, attach what you have and note the <em>claim number</em> they give you in the client’s file. Tell the client the number and what happens next.</p>
<h3>Emergencies</h3>
<ul>
<li>Water still leaking, a door that will not lock or a car on the road: give the client the insurer’s 24-hour assistance number first.</li>
<li>Urgent repairs to stop further damage are always allowed; the client keeps the invoice.</li>
</ul>
<p>Motor claims have their own checklist: see <a href="/pages/knowledge-base/claims/what-to-do-after-a-car-accident">What to do after a car accident</a>.</p>`,
  },
  {
    slug: 'what-to-do-after-a-car-accident',
    category: 'claims',
    title: 'What to do after a car accident',
    lastUpdated: '2026-09-30',
    related: ['how-to-file-a-claim', 'adding-a-driver-to-a-motor-policy'],
    votes: [31, 3],
    content: `
<p>Clients call us from the roadside more often than from home. Keep this list next to the phone.</p>
<h2>At the scene</h2>
<ol>
<li>Make sure everyone is safe: hazard lights on, reflective vest, warning triangles where the road allows it.</li>
<li>If anyone is hurt, call 112 before anything else.</li>
<li>Fill in the <strong>joint accident report</strong> with the other driver. Both sign it; each keeps a copy. Nothing may be added after signing.</li>
<li>Take photos of both cars, the number plates, the road and any signs or traffic lights.</li>
</ol>
<h2>Afterwards</h2>
<ul>
<li>Report the claim within seven days (see <a href="/pages/knowledge-base/claims/how-to-file-a-claim">How to file a claim</a>).</li>
<li>If the other driver refused to sign, note their plate and insurer and ask for witnesses’ names.</li>
<li>Roadside assistance is called through the insurer’s number on the green card, not a tow truck passing by.</li>
</ul>
<h3>Who pays</h3>
<p>When both insurers belong to the Spanish agreement on material damage, the client’s own insurer repairs the car and recovers the cost. The client does not deal with the other insurer.</p>`,
  },
  {
    slug: 'storm-and-water-damage-claims',
    category: 'claims',
    title: 'Storm and water damage claims',
    lastUpdated: '2026-11-03',
    related: ['how-to-file-a-claim', 'understanding-sums-insured-and-excess'],
    votes: [17, 4],
    content: `
<p>After heavy rain the phone rings all morning. Most water claims fall into one of three kinds, and each goes a different way.</p>
<h2>Which kind of claim is it?</h2>
<ul>
<li><strong>A leak from a pipe or appliance</strong>: the client’s home policy, under water damage. The plumber’s report names the cause.</li>
<li><strong>Rain or wind</strong>: the home policy, when the rain or wind passed the levels the policy names (for example, 40 litres per square metre an hour, or wind over 80 km/h).</li>
<li><strong>Flood or extraordinary storm</strong>: the Consorcio de Compensación de Seguros pays, through the client’s own policy.</li>
</ul>
<h2>What we need</h2>
<ol>
<li>Photos and video of every room affected, before anything is cleaned.</li>
<li>A list of damaged contents with their age and, where possible, receipts.</li>
<li>The plumber’s or roofer’s report and invoice.</li>
</ol>
<p>Consorcio claims are filed on its own website or by phone; we do it for the client. Its guidance is at <a href="https://www.consorseguros.es" target="_blank" rel="noopener noreferrer">consorseguros.es</a>.</p>`,
  },
  {
    slug: 'following-up-a-claim-with-the-insurer',
    category: 'claims',
    title: 'Following up a claim with the insurer',
    lastUpdated: '2026-08-21',
    related: ['how-to-file-a-claim', 'complaints-procedure'],
    votes: [12, 1],
    content: `
<p>A client should never have to call to ask where their claim stands: we call them first.</p>
<h2>The rhythm</h2>
<ul>
<li><strong>Day 1</strong>: claim reported, claim number sent to the client.</li>
<li><strong>Day 3</strong>: check that an adjuster or repairer has been assigned.</li>
<li><strong>Every week</strong> after that: a short update to the client, even when nothing has moved.</li>
<li><strong>Day 40</strong>: the insurer must have paid, or offered the amount it does not dispute. If not, escalate to the insurer’s claims manager.</li>
</ul>
<h2>Keep the file complete</h2>
<p>Every call, email and document goes into the client’s file with its date. Set a task on the <a href="/apps/todo">to-do list</a> for each follow-up so nothing depends on memory.</p>
<h3>When the client disagrees</h3>
<p>If the client disputes the adjuster’s figures, they may appoint their own expert. If the insurer refuses the claim, explain the reason in writing and, if the client wishes, start the <a href="/pages/knowledge-base/compliance/complaints-procedure">complaints procedure</a>.</p>`,
  },
  {
    slug: 'how-to-issue-a-new-policy',
    category: 'policies',
    title: 'How to issue a new policy',
    lastUpdated: '2026-10-02',
    related: ['understanding-sums-insured-and-excess', 'setting-up-a-direct-debit', 'anti-money-laundering-checks'],
    votes: [20, 2],
    content: `
<p>From an accepted quote to a policy in the client’s hands usually takes one working day.</p>
<h2>Before issuing</h2>
<ol>
<li>Check the client’s identity document and, for a business, its tax number and who may sign for it.</li>
<li>Read the answers of the risk questionnaire back to the client: a wrong answer can reduce a claim later.</li>
<li>Give the client the product’s information document and note in the file that you did.</li>
</ol>
<h2>Issuing</h2>
<ul>
<li>Issue the policy in the insurer’s portal with the start date and the payment plan agreed.</li>
<li>Set up the direct debit (see <a href="/pages/knowledge-base/billing/setting-up-a-direct-debit">Setting up a direct debit</a>).</li>
<li>Send the client the particular conditions to sign; the policy is not complete until they are signed.</li>
</ul>
<h3>After issuing</h3>
<p>Add the renewal date to the shared calendar, one month before the policy renews, so the renewal review is never missed.</p>`,
  },
  {
    slug: 'adding-a-driver-to-a-motor-policy',
    category: 'policies',
    title: 'Adding a driver to a motor policy',
    lastUpdated: '2026-07-15',
    related: ['mid-term-changes-and-endorsements', 'what-to-do-after-a-car-accident'],
    votes: [9, 0],
    content: `
<p>An undeclared driver, usually a son or daughter who has just passed the test, is the most common reason for a motor claim to be reduced.</p>
<h2>What we need</h2>
<ul>
<li>Full name and date of birth.</li>
<li>The date the driving licence was issued.</li>
<li>Whether they will drive occasionally or be the usual driver.</li>
</ul>
<h2>How it changes the premium</h2>
<p>Drivers under 25, or with a licence less than two years old, usually raise the premium or add an excess for claims while they drive. Quote it before making the change and tell the client the figure.</p>
<h3>Making the change</h3>
<ol>
<li>Request the endorsement in the insurer’s portal (see <a href="/pages/knowledge-base/policies/mid-term-changes-and-endorsements">Mid-term changes and endorsements</a>).</li>
<li>Send the client the new particular conditions.</li>
<li>The new driver is covered from the moment the insurer confirms, not from the request.</li>
</ol>`,
  },
  {
    slug: 'understanding-sums-insured-and-excess',
    category: 'policies',
    title: 'Understanding sums insured and excess',
    lastUpdated: '2026-06-11',
    related: ['reviewing-a-policy-before-renewal', 'storm-and-water-damage-claims'],
    votes: [27, 5],
    content: `
<p>Two numbers decide what a client gets back after a loss: the <strong>sum insured</strong> and the <strong>excess</strong>.</p>
<h2>Sum insured</h2>
<p>The most the insurer pays. For a home, the building is insured for its <em>rebuilding cost</em> (about €1,200 to €1,600 per square metre on the coast), not its market price; contents for what it would cost to replace them.</p>
<h3>Underinsurance</h3>
<p>If a home worth €200,000 to rebuild is insured for €150,000, it is insured for 75%, and every claim is paid at 75%: a €10,000 loss pays €7,500.</p>
<h2>Excess</h2>
<p>The part of each claim the client pays. A €300 excess on a €1,000 repair means the insurer pays €700.</p>
<ul>
<li>A higher excess lowers the premium.</li>
<li>Some covers have their own excess (glass, theft): read the particular conditions.</li>
</ul>
<p>Review both at every renewal: see <a href="/pages/knowledge-base/renewals/reviewing-a-policy-before-renewal">Reviewing a policy before renewal</a>.</p>`,
  },
  {
    slug: 'mid-term-changes-and-endorsements',
    category: 'policies',
    title: 'Mid-term changes and endorsements',
    lastUpdated: '2026-05-26',
    related: ['adding-a-driver-to-a-motor-policy', 'refunds-after-a-cancellation'],
    votes: [8, 2],
    content: `
<p>Any change to a policy before its renewal date is made by an <strong>endorsement</strong>: a document from the insurer with the new terms, which becomes part of the policy.</p>
<h2>Common changes</h2>
<ul>
<li>A new address, a new car or a new driver.</li>
<li>A higher sum insured after a renovation.</li>
<li>An optional cover added or removed.</li>
</ul>
<h2>The premium</h2>
<p>The insurer charges or refunds the difference for the days left until renewal. A change that raises the premium is charged with the next instalment, or at once on annual plans. Ending the policy is not an endorsement: see <a href="/pages/knowledge-base/billing/refunds-after-a-cancellation">Refunds after a cancellation</a>.</p>
<h3>Checklist</h3>
<ol>
<li>Quote the change and get the client’s agreement in writing.</li>
<li>Request the endorsement in the insurer’s portal.</li>
<li>Send it to the client and keep the signed copy in the file.</li>
</ol>`,
  },
] // prettier-ignore
