/** The knowledge base's articles on the agency's own tools and on compliance. */
import type { SeedArticle } from './faq.seed-kb'

export const agencyArticles: SeedArticle[] = [
  {
    slug: 'working-offline',
    category: 'agency-tools',
    title: 'Working offline',
    lastUpdated: '2026-11-18',
    related: ['importing-and-exporting-data', 'using-the-shared-calendar'],
    votes: [14, 0],
    content: `
<p>The dashboard keeps working without an internet connection: at a client’s home, on a train, or when the office line is down.</p>
<h2>How it works</h2>
<ul>
<li>Everything you see is stored on this computer, in the browser.</li>
<li>An <strong>Offline</strong> badge appears in the top bar while there is no connection.</li>
<li>Changes you make offline are kept and are there after a restart.</li>
</ul>
<h2>Good practice</h2>
<ol>
<li>Open the dashboard once while online after each update, so the newest version is stored.</li>
<li>Install it as an app from the browser’s menu to open it like any other program.</li>
<li>Export a copy of the data regularly (see <a href="/pages/knowledge-base/agency-tools/importing-and-exporting-data">Importing and exporting data</a>).</li>
</ol>`,
  },
  {
    slug: 'importing-and-exporting-data',
    category: 'agency-tools',
    title: 'Importing and exporting data',
    lastUpdated: '2026-10-09',
    related: ['working-offline', 'gdpr-and-client-data'],
    votes: [9, 1],
    content: `
<p>The agency’s data lives in this browser. An export is a copy of all of it in one file; an import puts such a copy back.</p>
<h2>Exporting</h2>
<ol>
<li>Open <a href="/settings">Settings</a>.</li>
<li>Choose <strong>Export</strong> and save the file somewhere safe.</li>
</ol>
<p>The file holds clients’ personal data: store it encrypted, and never send it by email.</p>
<h2>Importing</h2>
<ul>
<li>An import <em>replaces</em> all the data with the file’s.</li>
<li>A file that is damaged or from an unknown source is refused whole: nothing changes.</li>
<li>Only administrators may export or import.</li>
</ul>
<h3>Starting again</h3>
<p>“Reset” in Settings puts back the demonstration data. Export first if you want to keep your own.</p>`,
  },
  {
    slug: 'managing-roles-and-permissions',
    category: 'agency-tools',
    title: 'Managing roles and permissions',
    lastUpdated: '2026-08-28',
    related: ['gdpr-and-client-data', 'importing-and-exporting-data'],
    votes: [6, 1],
    content: `
<p>Each colleague sees and changes only what their work needs. That protects clients’ data and the agency.</p>
<h2>Roles</h2>
<ul>
<li><strong>Administrator</strong>: everything, including users, roles and the agency’s data.</li>
<li><strong>Manager</strong>: the team’s clients, claims and reports.</li>
<li><strong>Support</strong>: clients’ questions and claims, without billing.</li>
<li><strong>Restricted user</strong>: read-only access for trainees and auditors.</li>
</ul>
<h2>Changing what a role may do</h2>
<ol>
<li>Open <a href="/apps/roles">Roles</a> and edit the role.</li>
<li>Tick the permissions it needs, and only those.</li>
<li>Review the list of <a href="/apps/permissions">permissions</a> every six months.</li>
</ol>
<h3>When someone leaves</h3>
<p>Deactivate their user the same day, before anything else.</p>`,
  },
  {
    slug: 'using-the-shared-calendar',
    category: 'agency-tools',
    title: 'Using the shared calendar',
    lastUpdated: '2026-06-30',
    related: ['preparing-the-renewal-calendar', 'working-offline'],
    votes: [8, 0],
    content: `
<p>The <a href="/apps/calendar">calendar</a> holds the agency’s appointments, renewal reviews and days off, each in its own colour.</p>
<h2>Kinds of events</h2>
<ul>
<li><strong>Business</strong>: client meetings and renewal reviews.</li>
<li><strong>Personal</strong>: your own appointments, visible to the team as busy time.</li>
<li><strong>Holiday</strong>: public holidays and the office’s closing days.</li>
<li><strong>Family</strong> and <strong>ETC</strong>: anything else.</li>
</ul>
<h2>Good habits</h2>
<ol>
<li>Put the client’s name and policy in the event’s title.</li>
<li>Add a renewal review one month before every renewal date.</li>
<li>Filter the calendar by kind to see only what matters this week.</li>
</ol>`,
  },
  {
    slug: 'gdpr-and-client-data',
    category: 'compliance',
    title: 'GDPR and client data',
    lastUpdated: '2026-09-24',
    related: ['managing-roles-and-permissions', 'importing-and-exporting-data', 'anti-money-laundering-checks'],
    votes: [21, 2],
    content: `
<p>We hold clients’ personal data, and sometimes health data for life and health cover. The GDPR and the Spanish data protection law set how.</p>
<h2>Every day</h2>
<ul>
<li>Collect only what the quote or the policy needs.</li>
<li>Health data goes only to the insurer, never by ordinary email.</li>
<li>Lock the screen when you leave the desk.</li>
</ul>
<h2>Clients’ rights</h2>
<p>A client may ask for a copy of their data, a correction or its deletion. Answer within <strong>one month</strong>. Data we must keep by law (policies, claims, money laundering checks) stays until the legal period ends.</p>
<h2>A data breach</h2>
<ol>
<li>Tell the agency’s data protection officer at once.</li>
<li>A breach with risk to clients is reported to the authority within 72 hours.</li>
</ol>
<p>The Spanish authority’s guides: <a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">aepd.es</a>.</p>`,
  },
  {
    slug: 'anti-money-laundering-checks',
    category: 'compliance',
    title: 'Anti-money laundering checks',
    lastUpdated: '2026-07-08',
    related: ['how-to-issue-a-new-policy', 'gdpr-and-client-data'],
    votes: [11, 1],
    content: `
<p>Life insurance and investment products are covered by the anti-money laundering law. Before issuing them, we must know who the client is and where the money comes from.</p>
<h2>Know your client</h2>
<ol>
<li>Check an original identity document and keep a copy.</li>
<li>For a company, identify who owns or controls more than 25% of it.</li>
<li>Ask the client’s profession and the origin of the funds for single premiums.</li>
</ol>
<h2>Warning signs</h2>
<ul>
<li>Large single premiums paid in cash or from a third party’s account.</li>
<li>A cancellation soon after issue, asking for the refund to another account.</li>
<li>A client who will not explain where the money comes from.</li>
</ul>
<h3>When in doubt</h3>
<p>Do not tell the client. Report it to the agency’s compliance officer, who decides whether to report to the authority. The authority’s guidance is at <a href="https://www.sepblac.es" target="_blank" rel="noopener noreferrer">sepblac.es</a>.</p>`,
  },
  {
    slug: 'complaints-procedure',
    category: 'compliance',
    title: 'Complaints procedure',
    lastUpdated: '2026-10-01',
    related: ['following-up-a-claim-with-the-insurer', 'gdpr-and-client-data'],
    votes: [7, 2],
    content: `
<p>Every complaint is recorded and answered, however small.</p>
<h2>Receiving a complaint</h2>
<ol>
<li>Thank the client and write down the complaint in their words.</li>
<li>Record it in the complaints register with the date it arrived.</li>
<li>Send an acknowledgement the same day.</li>
</ol>
<h2>Answering</h2>
<ul>
<li>Complaints about the agency are answered by the customer service department.</li>
<li>Complaints about an insurer’s decision go to that insurer’s customer service, with our support.</li>
<li>The answer must arrive within <strong>one month</strong>.</li>
</ul>
<h3>If the client is not satisfied</h3>
<p>They may take the complaint to the insurance supervisor’s complaints service. Tell them how in the answer; the details are at <a href="https://dgsfp.mineco.gob.es" target="_blank" rel="noopener noreferrer">dgsfp.mineco.gob.es</a>.</p>`,
  },
  {
    slug: 'continuing-training-for-agents',
    category: 'compliance',
    title: 'Continuing training for agents',
    lastUpdated: '2026-05-14',
    related: ['anti-money-laundering-checks', 'complaints-procedure'],
    votes: [5, 0],
    content: `
<p>Everyone who advises clients or sells insurance must keep their knowledge up to date: at least <strong>15 hours of training a year</strong> under the insurance distribution rules.</p>
<h2>What counts</h2>
<ul>
<li>Courses from insurers and professional associations.</li>
<li>Product training on new covers the agency sells.</li>
<li>Sessions on regulation: data protection, money laundering, complaints.</li>
</ul>
<h2>Keeping the record</h2>
<ol>
<li>Keep each course’s certificate, with its date and hours.</li>
<li>Send it to the office manager, who keeps the agency’s training register.</li>
<li>Plan next year’s hours at your yearly review, and put the courses you book in the <a href="/apps/calendar">shared calendar</a>.</li>
</ol>`,
  },
] // prettier-ignore
