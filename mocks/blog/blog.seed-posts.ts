/** The agency's first six posts: renewals, claims, cyber cover, team news. Hand-written. */
import type { SeedPost } from './blog.seed'

export const firstPosts: SeedPost[] = [
  {
    title: 'Renewal season: five questions to ask before you sign',
    img: 'renewal-checklist',
    tags: ['Renewals', 'Checklist'],
    categories: ['renewals'],
    author: 'john',
    createdTime: '2025-01-14T09:30:00+01:00',
    excerpt:
      'A renewal notice is not a formality. Five questions that catch most surprises before they reach a claim.',
    content: `<p>Most policies renew quietly, and that is exactly the problem. A year is long enough for a new car, a home office or a teenage driver to change what you need.</p>
<h2>The five questions</h2>
<ol><li><strong>What changed in my life this year?</strong> New address, new vehicle, new business at home.</li><li><strong>Did my premium move, and why?</strong> Ask for the reason in writing.</li><li><strong>Are my limits still right?</strong> Rebuilding costs rose faster than most sums insured.</li><li><strong>What is excluded now that was covered before?</strong></li><li><strong>Is there a discount I no longer use?</strong> Bundles and alarms count.</li></ol>
<h3>When to call us</h3>
<p>Call at least <em>three weeks</em> before the renewal date. That leaves time to compare two or three offers without a gap in cover.</p>`,
  },
  {
    title: 'How to file a car claim in six steps',
    img: 'car-claim',
    tags: ['Claims', 'Auto'],
    categories: ['claims', 'home-auto'],
    author: 'lucia',
    createdTime: '2025-01-28T11:00:00+01:00',
    excerpt:
      'From the roadside to the repair shop: what to photograph, whom to call and which papers speed a car claim up.',
    content: `<p>Nobody plans a collision, but the first hour after one decides how smoothly the claim goes.</p>
<h2>Step by step</h2>
<ol><li>Make the scene safe and call emergency services if anyone is hurt.</li><li>Photograph both vehicles, the plates, the road and any signs.</li><li>Fill in the accident report with the other driver and sign it together.</li><li>Send us the report and photos within seven days.</li><li>Choose a repair shop, or let us suggest one from our network.</li><li>Keep every receipt: towing, taxis and rental cars can be covered.</li></ol>
<blockquote><p>Never admit fault at the scene. Describe what happened and let the report speak.</p></blockquote>
<p>Questions at any point? Our claims desk answers on weekdays from 8:00 to 19:00.</p>`,
  },
  {
    title: 'Cyber cover for small businesses: what a policy really pays for',
    img: 'cyber-shield',
    tags: ['Cyber', 'Small business'],
    categories: ['cyber', 'small-business'],
    author: 'mateo',
    createdTime: '2025-02-11T10:15:00+01:00',
    excerpt:
      'Ransomware, a stolen laptop, a fake invoice paid in good faith: which of them a cyber policy covers, and which it does not.',
    content: `<p>Small firms are attacked because they are small: fewer defences, faster payments, and data worth selling.</p>
<h2>What a typical policy pays</h2>
<ul><li><strong>Incident response:</strong> forensic experts, lawyers and the notifications the law requires.</li><li><strong>Business interruption:</strong> lost income while systems are down.</li><li><strong>Data restoration:</strong> rebuilding files and systems from backups.</li><li><strong>Liability:</strong> claims from clients whose data was exposed.</li></ul>
<h2>What it usually does not</h2>
<ul><li>Upgrades you should have made anyway.</li><li>Losses from known, unpatched weaknesses.</li><li>Social-engineering fraud, unless you add the extension.</li></ul>
<p>Ask us for the one-page comparison we prepared for our clients: three insurers, side by side.</p>`,
  },
  {
    title: 'After the storm: documenting home damage for your claim',
    img: 'storm-home',
    tags: ['Claims', 'Home', 'Weather'],
    categories: ['claims', 'home-auto'],
    author: 'elena',
    createdTime: '2025-02-25T08:45:00+01:00',
    excerpt:
      'Good photos and a simple list are worth more than a long letter. How to document storm damage the way adjusters need it.',
    content: `<p>When the wind drops, the paperwork starts. A well-documented claim is settled faster and argued less.</p>
<h2>Before you tidy up</h2>
<ul><li>Photograph every room, wide and close, before moving anything.</li><li>Film the roof and gutters from the ground: never climb after a storm.</li><li>Note the date and time of the damage and keep the weather warning if there was one.</li></ul>
<h2>Stop it getting worse</h2>
<p>Cover broken windows and move valuables away from leaks. Reasonable emergency repairs are part of the claim, so <strong>keep the receipts</strong>.</p>
<h3>The list the adjuster will ask for</h3>
<p>Item, approximate age, where you bought it, and what it would cost today. A spreadsheet is fine; so is a notebook.</p>`,
  },
  {
    title: 'Our team won the regional service award',
    img: 'team-award',
    tags: ['Team', 'Awards'],
    categories: ['team'],
    author: 'john',
    createdTime: '2025-03-12T17:00:00+01:00',
    excerpt:
      'For the second year in a row, our clients voted us the most responsive agency in the region. Thank you.',
    content: `<p>Last Thursday the regional brokers' association gave us its <strong>service award</strong>, chosen by the clients themselves.</p>
<p>The votes praised three things we work hard at:</p>
<ul><li>Claims answered the same day.</li><li>Renewal reviews before, not after, the renewal date.</li><li>Plain words in every letter we send.</li></ul>
<h2>What comes next</h2>
<p>We are opening Saturday mornings for renewal reviews from April, and the claims desk gets a second advocate in May.</p>
<blockquote><p>An award is a promise to keep doing better. — John</p></blockquote>`,
  },
  {
    title: 'Business interruption cover, explained with one bakery',
    img: 'bakery',
    tags: ['Small business', 'Business interruption'],
    categories: ['small-business'],
    author: 'pablo',
    createdTime: '2025-03-26T09:00:00+01:00',
    excerpt:
      'A fire closes the oven for six weeks. The building is insured; the lost sales are the part most owners forget.',
    content: `<p>Meet a neighbourhood bakery. One night a fault in the proving cabinet starts a small fire. Nobody is hurt, but the shop closes for six weeks.</p>
<h2>What property insurance pays</h2>
<p>The oven, the cabinet, the smoke-damaged walls. Important, but it does not pay the rent or the staff while the doors are shut.</p>
<h2>What business interruption pays</h2>
<ul><li>The gross profit the bakery would have made during the closure.</li><li>Wages, rent and loan payments that keep running.</li><li>Extra costs to reopen faster, such as renting a temporary kitchen.</li></ul>
<h3>Choosing the indemnity period</h3>
<p>Twelve months is common, but think about how long it would take to win back regular customers, not just to fix the oven.</p>`,
  },
]
